import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notificationBatches } from '../src/platform/notification-batches';
import { closeSocketServer, postgresAdapter } from '../src/platform/realtime-adapter';
import { freshDatabase } from './processes';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL must name the PostgreSQL server these tests run on');

let database: Awaited<ReturnType<typeof freshDatabase>>;
const errors: Error[] = [];
const closers: (() => Promise<unknown>)[] = [];

/** A Socket.IO server on the adapter, as a server process has it: two connections, one listening. */
async function socketServer() {
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const http = createServer();
  const io = new Server(http);
  io.adapter(await postgresAdapter(pool, { channelPrefix: 'socket.io', onError: (error) => errors.push(error) }));
  io.on('connection', (socket) => void socket.join('room'));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    await closeSocketServer(io);
    http.close();
    await pool.end();
  });
  return { io, pool, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

async function client(url: string): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false });
  closers.push(async () => socket.disconnect());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  // Joined the room on the server: the connection handler has run once the socket answers.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return socket;
}

function received(socket: Socket, count: number): Promise<unknown[]> {
  const values: unknown[] = [];
  return new Promise((resolve) =>
    socket.on('event', (value: unknown) => {
      values.push(value);
      if (values.length === count) resolve(values);
    }),
  );
}

async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

beforeAll(async () => {
  database = await freshDatabase(adminUrl);
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await database?.drop();
});

describe('the realtime adapter between processes', () => {
  let first: Awaited<ReturnType<typeof socketServer>>;
  let second: Awaited<ReturnType<typeof socketServer>>;

  beforeAll(async () => {
    first = await socketServer();
    second = await socketServer();
    await until(async () => (await first.io.of('/').adapter.serverCount()) === 2);
    await until(async () => (await second.io.of('/').adapter.serverCount()) === 2);
  });

  it("delivers an emit to the process's own sockets without waiting for its publish", async () => {
    const here = await client(first.url);
    const there = await client(second.url);
    // The adapter's one free connection is taken: the publish waits for it.
    const held = await first.pool.connect();
    const arrivedThere = received(there, 1);
    first.io.to('room').emit('event', 'hello');
    expect(await received(here, 1)).toEqual(['hello']);
    held.release();
    expect(await arrivedThere).toEqual(['hello']);
    here.disconnect();
    there.disconnect();
  });

  it('sends emits to the other process in order, long and binary ones too', async () => {
    const there = await client(second.url);
    // Long: over PostgreSQL's 8,000 bytes, in characters of two and four bytes.
    const long = 'ação 😀 '.repeat(2_000);
    const arrived = received(there, 5);
    for (const value of ['one', long, 'two', Buffer.from([1, 2, 3]), 'one']) first.io.to('room').emit('event', value);
    const values = await arrived;
    // Compared as booleans: a failure must not print 20,000 characters.
    expect(values.map((value) => value === long)).toEqual([false, true, false, false, false]);
    expect([values[0], values[2], values[4]]).toEqual(['one', 'two', 'one']);
    expect(Buffer.from(values[3] as ArrayBuffer)).toEqual(Buffer.from([1, 2, 3]));
    expect(errors).toEqual([]);
    there.disconnect();
  });

  it('listens again after its listening connection is lost', async () => {
    const there = await client(second.url);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'",
    );
    await admin.end();
    expect(rowCount).toBe(2);
    // Emitted until one arrives: the listening connections come back two seconds after they went.
    const arrived = received(there, 1);
    const emitting = setInterval(() => first.io.to('room').emit('event', 'again'), 200);
    expect(await arrived).toEqual(['again']);
    clearInterval(emitting);
    // The loss itself is reported (the server's message, then the client's), and nothing else.
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.filter((error) => !/terminat/i.test(error.message))).toEqual([]);
    errors.length = 0;
    there.disconnect();
  });
});

describe('notification batches', () => {
  it('send every NOTIFY in order, many per statement, equal payloads each delivered', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    closers.push(() => pool.end());
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    closers.push(() => listener.end());
    const heard: string[] = [];
    listener.on('notification', (notification) => heard.push(notification.payload ?? ''));
    await listener.query('LISTEN batches');

    const statements = vi.spyOn(pool, 'query');
    const batches = notificationBatches(pool, (error) => errors.push(error));
    const sent: string[] = [];
    for (let i = 0; i < 300; i++) {
      const payload = i % 3 === 0 ? 'same' : `n${i}`;
      sent.push(payload);
      batches.send({ channel: 'batches', payload });
    }
    await batches.settled();
    await until(async () => heard.length >= sent.length);
    expect(heard).toEqual(sent);
    // One statement per batch: a batch ends at a repeated payload, so about one per three here.
    expect(statements.mock.calls.length).toBeLessThan(sent.length / 2);
    expect(errors).toEqual([]);
  });
});
