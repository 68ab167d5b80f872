import { clientEvents, roomJoinDelayMs, socketOptions, staticRooms } from '@contact/domain/realtime';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { addSessionEndListener } from './session-end';

export type SocketFactory = (options: Partial<ManagerOptions & SocketOptions>) => Socket;

/** Server event name -> what the app does with it. */
export type ServerEventHandlers = Record<string, (payload: unknown) => void>;

export type SocketHooks = {
  /**
   * Once the rooms are joined, after the first connect and after each reconnect: fetch what
   * changed before the rooms were (again) listening.
   */
  onRoomsJoined?: (reconnected: boolean) => void;
};

/** Rooms pages follow (a protocol, a list), with how many pages want each. */
const wantedRooms = new Map<string, number>();
let liveSocket: Socket | null = null;
let roomsJoined = false;

/**
 * Follows a room while the returned function is not called: joined now when connected, and
 * again after every reconnect (spec protocol-inbox §4); left when no page wants it any more.
 */
export function joinRoom(room: string): () => void {
  const count = wantedRooms.get(room) ?? 0;
  wantedRooms.set(room, count + 1);
  if (count === 0 && liveSocket?.connected && roomsJoined) liveSocket.emit(clientEvents.join, room);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const remaining = (wantedRooms.get(room) ?? 1) - 1;
    if (remaining > 0) {
      wantedRooms.set(room, remaining);
      return;
    }
    wantedRooms.delete(room);
    if (liveSocket?.connected && roomsJoined) liveSocket.emit(clientEvents.leave, room);
  };
}

/** Sends a client event on the live connection; dropped while it is down (only passing signals go this way). */
export function sendToServer(event: string, payload: unknown): void {
  if (liveSocket?.connected) liveSocket.emit(event, payload);
}

/**
 * Opens the live connection with the token as query parameter (spec protocol-inbox §7) and joins
 * the static rooms, and the rooms pages follow, 300 ms after each connect, so a reconnect joins
 * them again. Returns the closer; signing out closes it too.
 */
export function openSocket(
  token: string,
  handlers: ServerEventHandlers,
  factory: SocketFactory,
  hooks: SocketHooks = {},
): () => void {
  const socket = factory({ path: '/socket.io', query: { token }, forceNew: true, ...socketOptions });
  let joinTimer: ReturnType<typeof setTimeout> | undefined;
  let connectedBefore = false;
  liveSocket = socket;
  roomsJoined = false;

  socket.on('connect', () => {
    clearTimeout(joinTimer);
    roomsJoined = false;
    const reconnected = connectedBefore;
    connectedBefore = true;
    joinTimer = setTimeout(() => {
      for (const room of [...staticRooms, ...wantedRooms.keys()]) socket.emit(clientEvents.join, room);
      roomsJoined = true;
      hooks.onRoomsJoined?.(reconnected);
    }, roomJoinDelayMs);
  });
  for (const [event, handler] of Object.entries(handlers)) socket.on(event, handler);

  const stopListening = addSessionEndListener(close);
  function close(): void {
    clearTimeout(joinTimer);
    stopListening();
    socket.removeAllListeners();
    socket.disconnect();
    if (liveSocket === socket) {
      liveSocket = null;
      roomsJoined = false;
    }
  }
  return close;
}
