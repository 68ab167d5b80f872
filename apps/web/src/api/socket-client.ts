import { clientEvents, roomJoinDelayMs, socketOptions, staticRooms } from '@contact/domain/realtime';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { addSessionEndListener } from './session-end';

export type SocketFactory = (options: Partial<ManagerOptions & SocketOptions>) => Socket;

/** Server event name -> what the app does with it. */
export type ServerEventHandlers = Record<string, (payload: unknown) => void>;

/**
 * Opens the live connection with the token as query parameter (spec protocol-inbox §7) and joins
 * the static rooms 300 ms after each connect, so a reconnect joins them again. Returns the closer;
 * signing out closes it too.
 */
export function openSocket(token: string, handlers: ServerEventHandlers, factory: SocketFactory = io): () => void {
  const socket = factory({ path: '/socket.io', query: { token }, forceNew: true, ...socketOptions });
  let joinTimer: ReturnType<typeof setTimeout> | undefined;

  socket.on('connect', () => {
    clearTimeout(joinTimer);
    joinTimer = setTimeout(() => {
      for (const room of staticRooms) socket.emit(clientEvents.join, room);
    }, roomJoinDelayMs);
  });
  for (const [event, handler] of Object.entries(handlers)) socket.on(event, handler);

  const stopListening = addSessionEndListener(close);
  function close(): void {
    clearTimeout(joinTimer);
    stopListening();
    socket.removeAllListeners();
    socket.disconnect();
  }
  return close;
}
