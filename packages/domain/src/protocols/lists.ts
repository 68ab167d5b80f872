import { seesOnlyOwnProtocols } from '../profiles';
import { protocolStatuses as s, supports, type Support } from './status';

/** The lists of spec §4, each with bot-only and human-only variants. */
export const protocolLists = {
  WAITING: [s.waiting, s.awaitingOperator, s.awaitingCustomer],
  AWAITING_OPERATOR: [s.awaitingOperator],
  AWAITING_CUSTOMER: [s.awaitingCustomer],
  NPS: [s.nps],
  FLOW: [s.flow],
  VIDEO_VOICE_QUEUE: [s.videoVoiceQueue],
  VIDEO_VOICE_RUN: [s.videoVoiceRunning],
  LIVE_STREAM: [s.liveStream],
  GROUP: [s.group],
  CLOSED: [s.closed],
} as const satisfies Record<string, readonly number[]>;
export type ProtocolListName = keyof typeof protocolLists;

export type ListFilter = { list: ProtocolListName; support?: Support };
export type Viewer = { id: number; role: number };

/** The least a protocol must carry for the list rules. */
export type ListedProtocol = { id: number; status: number; support: number; user_id: number | null };

export type ListState<P extends ListedProtocol> = { protocols: P[]; currentPage: number; type: string };

export const emptyList = <P extends ListedProtocol>(type: string): ListState<P> => ({
  protocols: [],
  currentPage: 0,
  type,
});

/** Operators (role 2 or lower) see only their own protocols; higher roles see all (spec §6). */
export function isVisibleTo(protocol: ListedProtocol, viewer: Viewer): boolean {
  return !seesOnlyOwnProtocols(viewer.role) || protocol.user_id === viewer.id;
}

export function matchesList(protocol: ListedProtocol, filter: ListFilter, viewer: Viewer): boolean {
  const statuses: readonly number[] = protocolLists[filter.list];
  if (!statuses.includes(protocol.status)) return false;
  if (filter.support !== undefined && protocol.support !== filter.support) return false;
  return isVisibleTo(protocol, viewer);
}

/**
 * An update event: added when it matches and is absent, merged when present and still
 * matching, removed when it no longer matches (spec §4, list maintenance).
 */
export function applyProtocolUpdate<P extends ListedProtocol>(
  state: ListState<P>,
  protocol: P,
  filter: ListFilter,
  viewer: Viewer,
): ListState<P> {
  const index = state.protocols.findIndex((item) => item.id === protocol.id);
  const matches = matchesList(protocol, filter, viewer);
  if (index === -1) return matches ? { ...state, protocols: [protocol, ...state.protocols] } : state;
  if (!matches) return { ...state, protocols: state.protocols.filter((item) => item.id !== protocol.id) };
  const protocols = [...state.protocols];
  protocols[index] = { ...protocols[index], ...protocol };
  return { ...state, protocols };
}

/** Page 1 replaces the list; later pages append (without repeating a protocol). */
export function applyPage<P extends ListedProtocol>(state: ListState<P>, page: number, protocols: P[]): ListState<P> {
  if (page <= 1) return { ...state, protocols, currentPage: 1 };
  const known = new Set(state.protocols.map((item) => item.id));
  return {
    ...state,
    protocols: [...state.protocols, ...protocols.filter((item) => !known.has(item.id))],
    currentPage: page,
  };
}

export const resetList = <P extends ListedProtocol>(state: ListState<P>): ListState<P> => ({
  ...state,
  protocols: [],
  currentPage: 0,
});

/** The next page to load: current plus 1 while the last page was not empty (spec §9). */
export function nextPage(currentPage: number, lastPageSize: number): number | null {
  return lastPageSize > 0 ? currentPage + 1 : null;
}

export type ListedMessage = {
  message_id: number | string;
  protocol_id: number;
  status?: string;
  failure_reason?: string | null;
};

/** How far a message has gone: a delivery state never goes back (failed is final). */
const deliveryRank: Record<string, number> = { received: 0, queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 };
const rankOf = (status: string | undefined) => (status === undefined ? 0 : (deliveryRank[status] ?? 0));

/**
 * A message replaces the one with the same message_id, or is appended, only for the open
 * protocol. Copies of one message may arrive out of order (the sender's own answer after the
 * provider's receipt): an older delivery state never overwrites a newer one.
 */
export function applyMessage<M extends ListedMessage>(messages: M[], message: M, openProtocolId: number | null): M[] {
  if (message.protocol_id !== openProtocolId) return messages;
  const index = messages.findIndex((item) => item.message_id === message.message_id);
  if (index === -1) return [...messages, message];
  const current = messages[index] as M;
  const next = [...messages];
  next[index] =
    rankOf(current.status) > rankOf(message.status)
      ? { ...message, status: current.status, failure_reason: current.failure_reason }
      : message;
  return next;
}

/** Flags that the inbox toggles: AI assist and pause. */
export function toggleFlag<P extends { protocol_ia_enabled: boolean; pause: boolean }>(
  protocol: P,
  flag: 'protocol_ia_enabled' | 'pause',
): P {
  return { ...protocol, [flag]: !protocol[flag] };
}

/** A selected protocol that becomes closed is no longer selected. */
export function selectionAfterUpdate(selectedId: number | null, protocol: ListedProtocol): number | null {
  return selectedId === protocol.id && protocol.status === s.closed ? null : selectedId;
}

export const isBot = (protocol: ListedProtocol) => protocol.support === supports.bot;
