import { serverEvents } from '@contact/domain/realtime';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

function open(token: string | undefined, headers: Record<string, string> = {}): Socket {
  const socket = connect(url, {
    query: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: headers,
  });
  sockets.push(socket);
  return socket;
}

const outcome = (socket: Socket) =>
  new Promise<'connected' | string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });

const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

describe('realtime connection', () => {
  it('accepts a valid token given as the token query parameter', async () => {
    const { token } = await t.login('operador1@demo.com.br');
    expect(await outcome(open(token))).toBe('connected');
  });

  it('refuses a missing or invalid token', async () => {
    expect(await outcome(open(undefined))).toBe('unauthenticated');
    expect(await outcome(open('not-a-token'))).toBe('unauthenticated');
  });

  it('refuses a token that still needs two-factor', async () => {
    const admin = await t.login('admin@outra.com.br');
    await t.request({
      method: 'PUT',
      url: '/api/v1/settings/company',
      token: admin.token,
      payload: { requireTwoFactor: true },
    });
    const { token } = await t.login('admin@outra.com.br');
    expect(await outcome(open(token))).toBe('unauthenticated');
  });

  it('refuses a browser from a foreign origin', async () => {
    const { token } = await t.login('operador1@demo.com.br');
    const socket = connect(url, {
      query: { token },
      transports: ['polling'],
      reconnection: false,
      extraHeaders: { origin: 'https://evil.example' },
    });
    sockets.push(socket);
    expect(await outcome(socket)).not.toBe('connected');
  });

  it('joins the static rooms; the backoffice room is not for operators', async () => {
    const supervisor = open((await t.login('supervisor@demo.com.br')).token);
    await outcome(supervisor);
    const joined = await Promise.all(
      ['count', 'user', 'notification', 'backoffice', 'company:2:count'].map(
        (room) => new Promise((resolve) => supervisor.emit('join', room, resolve)),
      ),
    );
    expect(joined).toEqual([true, true, true, true, false]);
    const operator = open((await t.login('operador2@demo.com.br')).token);
    await outcome(operator);
    expect(await new Promise((resolve) => operator.emit('join', 'backoffice', resolve))).toBe(false);
  });

  it('tells the user’s own sockets when the profile changes', async () => {
    const { token } = await t.login('monitor@demo.com.br');
    const socket = open(token);
    await outcome(socket);
    const updated = next<{ id: number }>(socket, serverEvents.userUpdated);
    await t.request({ method: 'PUT', url: '/api/v1/profile', token, payload: { theme: 'dark' } });
    expect(await updated).toHaveProperty('id');
  });

  it('logout drops the session’s live connection at once', async () => {
    const { token } = await t.login('marketing@demo.com.br');
    const socket = open(token);
    await outcome(socket);
    const revoked = next(socket, serverEvents.sessionRevoked);
    const disconnected = next<string>(socket, 'disconnect');
    await t.request({ method: 'GET', url: '/api/v1/authentication/logout', token });
    await revoked;
    expect(await disconnected).toBe('io server disconnect');
  });
});
