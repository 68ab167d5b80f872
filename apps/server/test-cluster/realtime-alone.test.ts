import pg from 'pg';
import { MessageType } from 'socket.io-adapter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, startServer, type ServerProcess } from './processes';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL must name the PostgreSQL server these tests run on');

/** The channel Socket.IO's PostgreSQL adapter notifies for the default namespace. */
const channel = 'socket.io#/';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let listener: pg.Client;
const servers: ServerProcess[] = [];
/** The message types each process notified, by the process's adapter id. */
let notified: { uid: string; type: number }[] = [];

beforeAll(async () => {
  database = await freshDatabase(adminUrl);
  listener = new pg.Client({ connectionString: database.url });
  await listener.connect();
  listener.on('notification', (notification) => {
    if (notification.channel !== channel || !notification.payload) return;
    const { uid, type } = JSON.parse(notification.payload) as { uid: string; type: number };
    notified.push({ uid, type });
  });
  await listener.query(`LISTEN "${channel}"`);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await listener?.end();
  await database?.drop();
});

async function customerWrites(server: ServerProcess, phone: string) {
  const login = await fetch(`${server.url}/api/v1/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'supervisor@demo.com.br', password: 'Demo@2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const response = await fetch(`${server.url}/api/v1/message/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id_channel: 2, department_id: 1, customer: { name: 'Cliente', phone }, text: 'Oi' }),
  });
  expect(response.status).toBe(200);
}

const broadcasts = () => notified.filter((item) => item.type === MessageType.BROADCAST);
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

describe('a server process alone on PostgreSQL', () => {
  it('sends its emits to nobody else, and to the others once a second process runs', async () => {
    const first = await startServer(database.url);
    servers.push(first);
    await settle();
    // It announced itself: the heartbeats go out alone or not.
    expect(notified.some((item) => item.type === MessageType.INITIAL_HEARTBEAT)).toBe(true);

    notified = [];
    await customerWrites(first, '11988880101');
    await settle();
    expect(broadcasts()).toEqual([]);

    const second = await startServer(database.url, first.secret);
    servers.push(second);
    await settle();
    notified = [];
    await customerWrites(first, '11988880102');
    await settle();
    expect(broadcasts().length).toBeGreaterThan(0);
  });

  it('stops on SIGTERM through its own shutdown, its adapters closed, and the others hear that it left', async () => {
    const [first, second] = servers;
    if (!first || !second) throw new Error('the processes of the test above are not running');
    notified = [];
    expect(await second.stop()).toEqual({ code: 0, signal: null });
    await settle();
    expect(notified.some((item) => item.type === MessageType.ADAPTER_CLOSE)).toBe(true);
  });
});
