/**
 * Realtime rooms and events (ARCHITECTURE, Realtime; spec protocol-inbox §4).
 * Room names are per company on the server; clients ask for them by these short names.
 */
export const staticRooms = ['count', 'user', 'notification', 'backoffice'] as const;
export type StaticRoom = (typeof staticRooms)[number];

/** The client joins the static rooms this long after signing in (spec §9). */
export const roomJoinDelayMs = 300;

/** Socket client options of spec §9: reconnect forever, 1 s growing to 5 s, 500 ms timeout. */
export const socketOptions = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 500,
} as const;

export const clientEvents = {
  join: 'join',
  leave: 'leave',
  /** The agent is typing a message to the customer of a protocol (`ProtocolTyping` of `@contact/domain/protocols`). */
  typing: 'protocol:typing',
} as const;

export const serverEvents = {
  /** The signed-in user changed (profile, status): clients refresh session data. */
  userUpdated: 'user:updated',
  /** The session was ended on the server (logout elsewhere, user disabled). */
  sessionRevoked: 'session:revoked',
} as const;

/** The server-side name of a room, always inside one company. */
export function companyRoom(companyId: number, room: string): string {
  return `company:${companyId}:${room}`;
}

/** Rooms a client asks for by name, beyond the static ones. */
export const protocolRoom = (protocolId: number) => `protocol:${protocolId}`;
export const listRoomKinds = ['department', 'support', 'channel', 'status'] as const;
export type ListRoomKind = (typeof listRoomKinds)[number];
/** A live list subscription follows the page: by department, support, channel and status, or all. */
export const listRoom = (kind: ListRoomKind | 'all', value?: number) =>
  kind === 'all' ? 'list:all' : `list:${kind}:${value}`;

export const protocolEvents = {
  /** The full protocol after a committed change. */
  update: 'protocol:update',
  /** The protocol left the reader's hands (an operator's protocol was transferred away). */
  remove: 'protocol:remove',
  message: 'message:new',
  note: 'note:new',
  /** Counts changed: refetch them. */
  count: 'count:update',
  /** The customer of a protocol is typing (`{ protocol_id, typing }`); sent to the protocol's room. */
  customerTyping: 'protocol:customer-typing',
} as const;

export * from './typing';
