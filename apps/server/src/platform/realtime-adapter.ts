import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import type { Namespace, Server } from 'socket.io';
import { MessageType, type ClusterMessage } from 'socket.io-adapter';

/** What keeps the processes knowing each other: sent whether or not another process is known. */
const membership = new Set<MessageType>([
  MessageType.INITIAL_HEARTBEAT,
  MessageType.HEARTBEAT,
  MessageType.ADAPTER_CLOSE,
]);

/**
 * Socket.IO's PostgreSQL adapter (LISTEN/NOTIFY) for several server processes on one database,
 * without the NOTIFY of a process that knows no other: its emits reach its own sockets as they
 * are, and telling nobody cost a `pg_notify` per emit (three per stored message). The processes
 * still exchange their heartbeats: one that starts announces itself before it listens, so the
 * others know it, and tell it everything again, before its first socket connects.
 */
export function postgresAdapter(pool: pg.Pool, errorHandler: (error: Error) => void) {
  const create = createAdapter(pool, { errorHandler });
  // Socket.IO calls it with `new`: a function, not an arrow.
  return function adapterOf(namespace: Namespace) {
    const adapter = create(namespace);
    const publish = adapter['doPublish'].bind(adapter);
    adapter['doPublish'] = async (message: ClusterMessage) =>
      membership.has(message.type) || (await adapter.serverCount()) > 1 ? publish(message) : '';
    return adapter;
  };
}

/**
 * Lets a Socket.IO server go without closing the HTTP server under it (Fastify does that):
 * its sockets are dropped, and each namespace's adapter stops its heartbeat timer (which would
 * keep the process alive) and tells the other processes that this one left.
 */
export async function closeSocketServer(io: Server): Promise<void> {
  io.disconnectSockets(true);
  io.engine.close();
  await Promise.all([...io._nsps.values()].map((namespace) => namespace.adapter.close()));
}
