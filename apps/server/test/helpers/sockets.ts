import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './app';

/** Real socket.io clients against the test app, listening on a loopback port. */
export async function socketFactory(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const sockets: Socket[] = [];
  return {
    async open(token: string): Promise<Socket> {
      const socket = connect(url, { query: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      return socket;
    },
    join: (socket: Socket, room: string) => new Promise<boolean>((resolve) => socket.emit('join', room, resolve)),
    closeAll() {
      for (const socket of sockets) socket.disconnect();
    },
  };
}

/** Collects every payload of an event, to assert on what arrived and what did not. */
export function record<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

export const settle = (ms = 150) => new Promise((resolve) => setTimeout(resolve, ms));
