import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Namespace, Server } from 'socket.io';
import {
  ClusterAdapterWithHeartbeat,
  MessageType,
  type ClusterMessage,
  type ClusterResponse,
  type Offset,
} from 'socket.io-adapter';
import { messageReader, payloadPrefix, toPayloads, type WireMessage } from './cluster-wire';
import { notificationBatches } from './notification-batches';

/** What keeps the processes knowing each other: sent whether or not another process is known. */
const membership = new Set<MessageType>([
  MessageType.INITIAL_HEARTBEAT,
  MessageType.HEARTBEAT,
  MessageType.ADAPTER_CLOSE,
]);

type Bus = {
  send(channel: string, message: WireMessage): void;
  settled(): Promise<void>;
  leave(channel: string): void;
};

/**
 * One namespace's adapter: Socket.IO's cluster adapter over PostgreSQL's LISTEN/NOTIFY.
 * - A process that knows no other tells nobody (it was a `pg_notify` per emit, three per stored
 *   message). Heartbeats still go out: a process that starts announces itself, and the others
 *   answer, before its first socket connects.
 * - Publishing only queues: Socket.IO delivers to the process's own sockets after the publish it
 *   awaits, and a queued NOTIFY must not hold them back.
 * - What a process sends arrives in the order sent, long messages too (in parts, no side table).
 */
class PostgresAdapter extends ClusterAdapterWithHeartbeat {
  private readonly reader = messageReader();
  private readonly ownPrefix = payloadPrefix(this.uid);

  constructor(
    namespace: Namespace,
    private readonly bus: Bus,
    readonly channel: string,
  ) {
    super(namespace, {});
  }

  protected override async doPublish(message: ClusterMessage): Promise<Offset> {
    if (membership.has(message.type) || (await this.serverCount()) > 1) this.bus.send(this.channel, message);
    return '';
  }

  protected override async doPublishResponse(_requester: string, response: ClusterResponse): Promise<void> {
    this.bus.send(this.channel, response);
  }

  /** A payload heard on the channel: another process's message, or one of its parts. */
  receive(payload: string) {
    if (payload.startsWith(this.ownPrefix)) return;
    const message = this.reader.read(payload);
    // Responses too: the adapter's own switch hands them on.
    if (message) this.onMessage(message as ClusterMessage);
  }

  /** The connection was lost: parts kept of a long message will not be completed. */
  forgetParts() {
    this.reader.forget();
  }

  override async close(): Promise<void> {
    super.close();
    await this.bus.settled();
    this.bus.leave(this.channel);
  }
}

/**
 * The adapter for a Socket.IO server of several processes on one PostgreSQL: one connection of
 * `pool` listens (taken again two seconds after it is lost), the others send.
 */
export async function postgresAdapter(
  pool: pg.Pool,
  { channelPrefix, onError }: { channelPrefix: string; onError: (error: Error) => void },
) {
  const adapters = new Map<string, PostgresAdapter>();
  const batches = notificationBatches(pool, onError);
  let nextId = 0;
  let listener: pg.PoolClient | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  // A lost idle connection is reported, not thrown (an unhandled pool error ends the process).
  pool.on('error', onError);

  const listen = (client: pg.PoolClient, channel: string) => client.query(`LISTEN "${channel}"`);

  const retryLater = () => {
    if (!closed) retry = setTimeout(connect, 2000);
  };

  async function connect() {
    let client: pg.PoolClient | null = null;
    try {
      client = await pool.connect();
      const connection = client;
      connection.on('notification', (notification) => {
        try {
          if (notification.payload) adapters.get(notification.channel)?.receive(notification.payload);
        } catch (error) {
          onError(error as Error);
        }
      });
      connection.on('error', onError);
      connection.once('end', () => {
        // Lost, not closed by `leave`: out of the pool (it would count as taken for ever), then listen again.
        if (listener !== connection) return;
        listener = null;
        connection.release(true);
        for (const adapter of adapters.values()) adapter.forgetParts();
        retryLater();
      });
      for (const channel of adapters.keys()) await listen(connection, channel);
      listener = connection;
    } catch (error) {
      onError(error as Error);
      client?.release(true);
      retryLater();
    }
  }

  const bus: Bus = {
    send(channel, message) {
      for (const payload of toPayloads(message, nextId++)) batches.send({ channel, payload });
    },
    settled: () => batches.settled(),
    leave(channel) {
      adapters.delete(channel);
      if (adapters.size > 0) return;
      closed = true;
      clearTimeout(retry);
      // Closed, not returned to the pool: it would go on listening for whoever took it next.
      const closing = listener;
      listener = null;
      closing?.release(true);
    },
  };

  await connect();
  // Socket.IO calls it with `new`: a function, not an arrow.
  return function adapterOf(namespace: Namespace) {
    const adapter = new PostgresAdapter(namespace, bus, `${channelPrefix}#${namespace.name}`);
    adapters.set(adapter.channel, adapter);
    if (listener) listen(listener, adapter.channel).catch(onError);
    return adapter;
  };
}

/**
 * Shares `io`'s emits with the other server processes on the app's PostgreSQL, on the channels
 * named by `channelPrefix`: a pool of two connections of its own (one listens, one sends), ended
 * when the app closes. Failures are logged, never thrown.
 */
export async function shareWithOtherProcesses(
  app: FastifyInstance,
  io: Server,
  databaseUrl: string,
  channelPrefix: string,
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const onError = (error: Error) => app.log.error({ err: error, channelPrefix }, 'realtime adapter failed');
  io.adapter(await postgresAdapter(pool, { channelPrefix, onError }));
  app.addHook('onClose', async () => {
    await pool.end();
  });
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
