import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import type { Namespace } from 'socket.io';
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
