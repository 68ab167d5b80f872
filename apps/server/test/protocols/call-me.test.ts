import type { HistoryEntry, Protocol } from '@contact/domain/protocols';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';
import { listenOnLoopback, readBody } from '../helpers/http-stub';

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };
type Calling = { message: string; call_id: string | null };
type DialerRequest = { method: string; path: string; authorization: string | null; body: Record<string, unknown> };

/** A dialer on 127.0.0.1 speaking the click-to-call contract: records each request, answers as told. */
let dialerRequests: DialerRequest[] = [];
let dialerAnswer: { status: number; type: string; body: string } = {
  status: 201,
  type: 'application/json',
  body: '{"id":"call-42"}',
};
let dialerServer: Server;
let dialerUrl: string;

let t: TestApp;
let admin: string;
let operator1: { token: string; id: number };
let operator2: string;
let protocol: Protocol;

const callMe = (token: string, payload: object) =>
  call<Calling & Failure>(t, token, 'POST', '/protocol/call_me', payload);

async function createDialer(payload: object): Promise<number> {
  const response = await call<{ id: number }>(t, admin, 'POST', '/settings/dialer', {
    description: 'Discador',
    provider: 'other',
    ...payload,
  });
  if (response.status !== 200) throw new Error(`dialer: ${JSON.stringify(response.body)}`);
  return response.body.id;
}

beforeAll(async () => {
  dialerServer = createServer((request, response) => {
    void readBody(request).then((body) => {
      const text = body.toString('utf8');
      dialerRequests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? null,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      response.writeHead(dialerAnswer.status, { 'content-type': dialerAnswer.type });
      response.end(dialerAnswer.body);
    });
  });
  dialerUrl = await listenOnLoopback(dialerServer);

  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  const session = await t.login('operador1@demo.com.br');
  operator1 = { token: session.token, id: session.user.id };
  operator2 = (await t.login('operador2@demo.com.br')).token;
  const supervisor = (await t.login('supervisor@demo.com.br')).token;
  protocol = (await customerWrites(t, supervisor, { phone: '11955550001', department: 1 })).protocol;
  await call(t, operator1.token, 'POST', '/protocol/take', { protocol_id: protocol.id });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => dialerServer.close(resolve));
});

describe('POST /protocol/call_me: bad input', () => {
  it('needs a phone that can be called, named in the error', async () => {
    const missing = await callMe(operator1.token, { protocol_id: protocol.id });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields ?? {})).toEqual(['phone']);
    const invalid = await callMe(operator1.token, { protocol_id: protocol.id, phone: '12-34' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      phone: 'Informe um telefone válido: DDD e número, ou + e o código do país.',
    });
  });

  it('answers 404 for an unknown protocol', async () => {
    const unknown = await callMe(operator1.token, { protocol_id: 999999, phone: '11955550001' });
    expect(unknown.status).toBe(404);
  });

  it("does not let an operator call on another operator's protocol", async () => {
    const foreign = await callMe(operator2, { protocol_id: protocol.id, phone: '11955550001' });
    expect(foreign.status).toBe(404);
    expect(dialerRequests).toEqual([]);
  });
});

describe('POST /protocol/call_me: the agent and the dialer must be ready', () => {
  it('needs an extension configured', async () => {
    const refused = await callMe(operator1.token, { protocol_id: protocol.id, phone: '11955550001' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Você não tem um ramal configurado. Fale com o administrador.');
  });

  it('answers the spec\'s 400 "Ramal não logado no softphone" until the softphone logs in', async () => {
    await call(t, admin, 'PUT', '/settings/users', { id: operator1.id, ramal: '3001' });
    const refused = await callMe(operator1.token, { protocol_id: protocol.id, phone: '11955550001' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({ code: 'validation', message: 'Ramal não logado no softphone' });
  });

  it('needs an active dialer serving the protocol’s department', async () => {
    await call(t, admin, 'PUT', '/mobcall/softphone', { userId: operator1.id, loggedIn: true });
    const none = await callMe(operator1.token, { protocol_id: protocol.id, phone: '11955550001' });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe('Nenhum discador ativo atende o departamento deste protocolo.');
    await createDialer({ url: `${dialerUrl}/finance`, departments: [2] });
    const otherDepartment = await callMe(operator1.token, { protocol_id: protocol.id, phone: '11955550001' });
    expect(otherDepartment.status).toBe(409);
    expect(dialerRequests).toEqual([]);
  });
});

describe('POST /protocol/call_me: placing the call', () => {
  let dialerId: number;

  beforeAll(async () => {
    await createDialer({ url: `${dialerUrl}/everyone` });
    dialerId = await createDialer({ url: `${dialerUrl}/`, token: 'segredo-do-discador', departments: [1] });
  });

  it('asks the department’s dialer to ring the extension, then the number in E.164', async () => {
    const placed = await callMe(operator1.token, { protocol_id: protocol.id, phone: '(11) 95555-0001' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toEqual({ message: 'Ligando para (11) 95555-0001…', call_id: 'call-42' });
    expect(dialerRequests).toEqual([
      {
        method: 'POST',
        path: '/calls',
        authorization: 'Bearer segredo-do-discador',
        body: {
          extension: '3001',
          number: '+5511955550001',
          protocol_number: protocol.number,
          reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      },
    ]);
  });

  it('records the call in the protocol’s history, with a new sequence', async () => {
    const history = await call<HistoryEntry[]>(t, operator1.token, 'GET', `/protocol/history/${protocol.id}`);
    const requested = history.body.filter((entry) => entry.type === 'call_requested');
    expect(requested).toEqual([
      expect.objectContaining({
        user_id: operator1.id,
        data: expect.objectContaining({ phone: '+5511955550001', extension: '3001', call_id: 'call-42' }),
      }),
    ]);
    const current = await call<Protocol>(t, operator1.token, 'GET', `/protocol/${protocol.id}`);
    expect(current.body.seq).toBeGreaterThan(protocol.seq);
  });

  it('calls a number the agent types, without a call id when the dialer gives none', async () => {
    dialerRequests = [];
    dialerAnswer = { status: 204, type: 'text/plain', body: '' };
    const placed = await callMe(operator1.token, { protocol_id: protocol.id, phone: '+1 415 555 0100' });
    expect(placed.body).toEqual({ message: 'Ligando para +14155550100…', call_id: null });
    expect(dialerRequests[0]?.body.number).toBe('+14155550100');
  });

  it('answers 502 with the dialer’s own text when it refuses the call', async () => {
    dialerAnswer = { status: 500, type: 'text/plain', body: 'Ramal 3001 ocupado' };
    const refused = await callMe(operator1.token, { protocol_id: protocol.id, phone: '11955550001' });
    expect(refused.status).toBe(502);
    expect(refused.body.error).toEqual({
      code: 'bad_gateway',
      message: 'O discador não completou a ligação: Ramal 3001 ocupado',
    });
  });

  it('answers 502 when the dialer cannot be reached', async () => {
    const closed = createServer();
    const address = await listenOnLoopback(closed);
    await new Promise((resolve) => closed.close(resolve));
    const moved = await call(t, admin, 'PUT', '/settings/dialer', { id: dialerId, url: address });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const unreachable = await callMe(operator1.token, { protocol_id: protocol.id, phone: '11955550001' });
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.error.message).toBe('O discador não completou a ligação: ECONNREFUSED');
  });

  it('refuses a closed protocol', async () => {
    await call(t, operator1.token, 'PUT', `/protocol/closed/${protocol.id}`);
    const closed = await callMe(operator1.token, { protocol_id: protocol.id, phone: '11955550001' });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe('Este protocolo já está finalizado.');
  });
});
