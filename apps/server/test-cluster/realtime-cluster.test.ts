import type { Protocol } from '@contact/domain/protocols';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, startServer, type ServerProcess } from './processes';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL must name the PostgreSQL server these tests run on');

let database: Awaited<ReturnType<typeof freshDatabase>>;
let first: ServerProcess & { secret: string };
let second: ServerProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  database = await freshDatabase(adminUrl);
  first = await startServer(database.url);
  second = await startServer(database.url, first.secret);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([first?.stop(), second?.stop()]);
  await database?.drop();
});

async function login(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@2026' }),
  });
  return ((await response.json()) as { token: string }).token;
}

async function open(server: ServerProcess, token: string): Promise<Socket> {
  const socket = connect(server.url, { query: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('two server processes on one PostgreSQL', () => {
  it('a change committed on one process reaches a socket connected to the other', async () => {
    const token = await login(first, 'supervisor@demo.com.br');
    const socket = await open(second, token);
    expect(await new Promise((resolve) => socket.emit('join', 'list:all', resolve))).toBe(true);
    const received = new Promise<Protocol>((resolve) => socket.once('protocol:update', resolve));
    const response = await fetch(`${first.url}/api/v1/message/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        id_channel: 2,
        department_id: 1,
        customer: { name: 'Cliente', phone: '11988880001' },
        text: 'Oi',
      }),
    });
    expect(response.status).toBe(200);
    const created = ((await response.json()) as { protocol: Protocol }).protocol;
    const update = await received;
    expect(update.id).toBe(created.id);
  });

  it('signing out on one process ends the live connection held by the other', async () => {
    const token = await login(first, 'operador1@demo.com.br');
    const socket = await open(second, token);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await fetch(`${first.url}/api/v1/authentication/logout`, { headers: { authorization: `Bearer ${token}` } });
    expect(await dropped).toBe('io server disconnect');
  });

  it('a session signed out on one process is refused by the other, which had just verified it', async () => {
    const token = await login(first, 'operador2@demo.com.br');
    const me = () => fetch(`${second.url}/api/v1/authentication/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    const socket = await open(second, token);
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await fetch(`${first.url}/api/v1/authentication/logout`, { headers: { authorization: `Bearer ${token}` } });
    await dropped;
    expect((await me()).status).toBe(401);
  });

  it('a blocked word added on one process counts at once on the other, which had just read the words', async () => {
    const supervisor = await login(first, 'supervisor@demo.com.br');
    const admin = await login(first, 'admin@demo.com.br');
    const operator = await login(second, 'operador1@demo.com.br');
    const json = { 'content-type': 'application/json' };
    const inbound = await fetch(`${first.url}/api/v1/message/inbound`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${supervisor}` },
      body: JSON.stringify({
        id_channel: 2,
        department_id: 1,
        customer: { name: 'Cliente', phone: '11988880009' },
        text: 'Oi',
      }),
    });
    const { protocol } = (await inbound.json()) as { protocol: Protocol };
    const take = await fetch(`${second.url}/api/v1/protocol/take`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${operator}` },
      body: JSON.stringify({ protocol_id: protocol.id }),
    });
    expect(take.status).toBe(200);
    const send = (text: string) =>
      fetch(`${second.url}/api/v1/message`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${operator}` },
        body: JSON.stringify({ protocol_id: protocol.id, text }),
      });
    expect((await send('Tudo certo, seu paspalho?')).status).toBe(200);
    const added = await fetch(`${first.url}/api/v1/settings/blockedword`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${admin}` },
      body: JSON.stringify({ word: 'paspalho' }),
    });
    expect(added.status).toBe(200);
    // The notice travels through PostgreSQL's NOTIFY: it is there well before the cache's 10 s.
    const refused = async () => {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        if ((await send('Seu paspalho')).status === 400) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    expect(await refused()).toBe(true);
  });
});
