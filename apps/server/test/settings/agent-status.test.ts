import { agentStatusEvent, type AgentStatus } from '@contact/domain/settings';
import { serverEvents } from '@contact/domain/realtime';
import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentStates } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { record, settle, socketFactory } from '../helpers/sockets';

let t: TestApp;
let sockets: Awaited<ReturnType<typeof socketFactory>>;
let operator: { token: string; id: number };
let supervisorSocket: Socket;
let breaks: Record<string, number>;

const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

beforeAll(async () => {
  t = await createTestApp();
  sockets = await socketFactory(t);
  const session = await t.login('operador1@demo.com.br');
  operator = { token: session.token, id: session.user.id };
  supervisorSocket = await sockets.open((await t.login('supervisor@demo.com.br')).token);
  await sockets.join(supervisorSocket, 'backoffice');
  const list = (
    await t.request({ method: 'GET', url: '/api/v1/settings/break?limit=100', token: operator.token })
  ).json();
  breaks = Object.fromEntries(
    list.items.map((item: { description: string; id: number }) => [item.description, item.id]),
  );
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const status = (payload: object, token = operator.token) =>
  t.request({ method: 'POST', url: '/api/v1/settings/users/status', token, payload });
const own = (token: string) => t.request({ method: 'GET', url: '/api/v1/settings/users/status/me', token });

/** The clock of a break moved back, as if the operator had started it that long ago. */
const startedMinutesAgo = (userId: number, minutes: number) =>
  t.db
    .update(agentStates)
    .set({ statusSince: new Date(Date.now() - minutes * 60_000) })
    .where(eq(agentStates.userId, userId));

describe('operator status (POST /settings/users/status)', () => {
  it('goes on a break, seen live by a supervisor and by the operator’s own sockets', async () => {
    const own = await sockets.open(operator.token);
    const seen = next<AgentStatus>(supervisorSocket, agentStatusEvent);
    const mine = next<AgentStatus>(own, agentStatusEvent);
    const refreshed = next<{ id: number }>(own, serverEvents.userUpdated);
    const response = await status({ id_break: breaks['Almoço'], action: 'start', active: true });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      userId: operator.id,
      name: 'Otávio Operador',
      status: 'pause',
      breakId: breaks['Almoço'],
      breakDescription: 'Almoço',
      breakMinutes: 60,
      blocksScreen: true,
      obligatory: true,
    };
    expect(response.json()).toMatchObject(expected);
    expect(await seen).toMatchObject(expected);
    expect(await mine).toMatchObject(expected);
    expect(await refreshed).toEqual({ id: operator.id });
  });

  it('refuses a second break, and a return before an obligatory break’s time is up, then returns online', async () => {
    const again = await status({ id_break: breaks['Café'], action: 'start', active: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Você já está em pausa. Retorne antes de iniciar outra.');
    // Almoço is obligatory (60 minutes): it must last its whole time.
    const early = await status({ id_break: breaks['Almoço'], action: 'return', active: false });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Pausa obrigatória: faltam 60 minuto(s) para você poder retornar.');
    expect((await own(operator.token)).json()).toMatchObject({ status: 'pause', obligatory: true });
    await startedMinutesAgo(operator.id, 59.5);
    expect((await status({ action: 'return' })).json().error.message).toContain('faltam 1 minuto(s)');
    await startedMinutesAgo(operator.id, 60);
    const seen = next<AgentStatus>(supervisorSocket, agentStatusEvent);
    const back = await status({ id_break: breaks['Almoço'], action: 'return', active: false });
    expect(back.json()).toMatchObject({ status: 'online', breakId: null });
    expect((await seen).status).toBe('online');
  });

  it('passes through pre-break for a break that asks for it', async () => {
    const first = await status({ id_break: breaks['Café'], action: 'start', active: true });
    expect(first.json()).toMatchObject({ status: 'pre_break', breakId: breaks['Café'] });
    const confirmed = await status({ id_break: breaks['Café'], action: 'start', active: true });
    expect(confirmed.json()).toMatchObject({ status: 'pause', breakMinutes: 15 });
    await status({ action: 'return' });
  });

  it('refuses an unknown break, and an operator may not watch the others', async () => {
    const unknown = await status({ id_break: 999_999, action: 'start', active: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ id_break: 'O valor do campo pausa não é uma opção válida.' });
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/settings/users/status', token: operator.token })).statusCode,
    ).toBe(403);
    const supervisor = (await t.login('supervisor@demo.com.br')).token;
    const all = (await t.request({ method: 'GET', url: '/api/v1/settings/users/status', token: supervisor })).json();
    expect(all.find((item: AgentStatus) => item.userId === operator.id)).toMatchObject({ status: 'online' });
  });

  it('does not reach another company’s supervisors', async () => {
    const outsider = await sockets.open((await t.login('admin@outra.com.br')).token);
    await sockets.join(outsider, 'backoffice');
    const heard = record<AgentStatus>(outsider, agentStatusEvent);
    await status({ id_break: breaks['Banheiro'], action: 'start', active: true });
    await settle();
    expect(heard).toEqual([]);
    await status({ action: 'return' });
  });
});

describe('own status (GET /settings/users/status/me)', () => {
  it('is offline before the first choice, without a break', async () => {
    const response = await own((await t.login('operador2@demo.com.br')).token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'offline', breakId: null, since: null, blocksScreen: false });
  });

  it('follows the operator’s break, with its name, length and start, and only ever shows their own', async () => {
    const before = Date.now();
    await status({ id_break: breaks['Almoço'], action: 'start', active: true });
    const mine = (await own(operator.token)).json();
    expect(mine).toMatchObject({
      userId: operator.id,
      status: 'pause',
      breakDescription: 'Almoço',
      breakMinutes: 60,
      blocksScreen: true,
    });
    expect(Date.parse(mine.since)).toBeGreaterThanOrEqual(before - 1000);
    const supervisor = await t.login('supervisor@demo.com.br');
    expect((await own(supervisor.token)).json()).toMatchObject({ userId: supervisor.user.id, breakId: null });
    await startedMinutesAgo(operator.id, 61);
    await status({ action: 'return' });
    expect((await own(operator.token)).json()).toMatchObject({ status: 'online', breakId: null });
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/settings/users/status/me' })).statusCode).toBe(401);
  });
});

describe('dialer (spec §7, §8)', () => {
  const dialer = (method: 'GET' | 'PUT', url: string, payload?: object, token = operator.token) =>
    t.request({ method, url, token, ...(payload ? { payload } : {}) });

  it('needs an extension configured', async () => {
    const response = await dialer('GET', '/api/v1/mobcall/status');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Você não tem um ramal configurado. Fale com o administrador.');
  });

  it('answers 400 "Ramal não logado no softphone" until the softphone logs in', async () => {
    const admin = (await t.login('admin@demo.com.br')).token;
    await t.request({
      method: 'PUT',
      url: '/api/v1/settings/users',
      token: admin,
      payload: { id: operator.id, ramal: '3001' },
    });
    const status = await dialer('GET', '/api/v1/mobcall/status');
    expect(status.statusCode).toBe(400);
    expect(status.json().error).toEqual({ code: 'validation', message: 'Ramal não logado no softphone' });
    const available = await dialer('PUT', '/api/v1/settings/users/change_ramal_status', { ramal_status: 'available' });
    expect(available.statusCode).toBe(400);
    expect(available.json().error.message).toBe('Ramal não logado no softphone');
    const softphone = await dialer('PUT', '/api/v1/mobcall/softphone', { userId: operator.id, loggedIn: true }, admin);
    expect(softphone.json()).toEqual({ userId: operator.id, loggedIn: true });
    expect((await dialer('PUT', '/api/v1/mobcall/softphone', { userId: operator.id, loggedIn: true })).statusCode).toBe(
      403,
    );
  });

  it('then connects with the spec texts', async () => {
    const status = await dialer('GET', '/api/v1/mobcall/status');
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({
      message: 'Otávio Operador você está conectado ao ramal 3001 e disponível para receber chamadas.',
      ramal: '3001',
    });
    const available = await dialer('PUT', '/api/v1/settings/users/change_ramal_status', { ramal_status: 'available' });
    expect(available.json()).toEqual({
      message: 'Status do discador atualizado com sucesso!',
      ramal_status: 'available',
    });
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: operator.token })).json().ramal_status,
    ).toBe('available');
    const type = await dialer('PUT', '/api/v1/settings/users/change_ramal_type', { ramal_type: 'preview' });
    expect(type.json()).toEqual({ message: 'Tipo de discador atualizado com sucesso!', ramal_type: 'preview' });
    expect((await dialer('GET', '/api/v1/mobcall/status')).json().ramal_type).toBe('preview');
  });

  it('drops to unavailable when the softphone logs out', async () => {
    const admin = (await t.login('admin@demo.com.br')).token;
    await dialer('PUT', '/api/v1/mobcall/softphone', { userId: operator.id, loggedIn: false }, admin);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: operator.token })).json().ramal_status,
    ).toBe('unavailable');
    expect((await dialer('GET', '/api/v1/mobcall/status')).statusCode).toBe(400);
  });
});
