import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { listenOnLoopback } from '../helpers/http-stub';
import { call } from '../helpers/protocols';

type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };
type Campaign = { id: string; name: string; active: boolean };
type DialerRequest = { path: string; authorization: string | null };

/** A WeOn dialer on 127.0.0.1: records each request; each path prefix answers as told. */
let dialerRequests: DialerRequest[] = [];
let answers: Record<string, { status: number; body: string }> = {};
let dialerServer: Server;
let dialerUrl: string;

let t: TestApp;
let admin: string;
let operator: string;
let asteriskDialer: number;

const campaigns = (token: string, query = '') =>
  call<Campaign[] & Failure>(t, token, 'GET', `/settings/weon/campaigns${query}`);

async function createDialer(payload: object): Promise<number> {
  const response = await call<{ id: number }>(t, admin, 'POST', '/settings/dialer', {
    description: 'Discador',
    provider: 'weon',
    ...payload,
  });
  if (response.status !== 200) throw new Error(`dialer: ${JSON.stringify(response.body)}`);
  return response.body.id;
}

const sales = JSON.stringify([
  { id: 7, name: 'Cobrança', active: true },
  { id: 'ret-2', name: 'Retenção', status: 'paused' },
]);

beforeAll(async () => {
  dialerServer = createServer((request, response) => {
    const path = request.url ?? '';
    dialerRequests.push({ path, authorization: request.headers.authorization ?? null });
    const prefix = Object.keys(answers).find((key) => path.startsWith(key));
    const answer = prefix ? answers[prefix] : undefined;
    response.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
    response.end(answer?.body ?? '{"message":"no such path"}');
  });
  dialerUrl = await listenOnLoopback(dialerServer);

  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  operator = (await t.login('operador1@demo.com.br')).token;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => dialerServer.close(resolve));
});
beforeEach(() => {
  dialerRequests = [];
});

describe('GET /settings/weon/campaigns without a WeOn dialer', () => {
  it('answers an empty list, without asking any dialer', async () => {
    asteriskDialer = await createDialer({ provider: 'asterisk', url: `${dialerUrl}/asterisk` });
    const none = await campaigns(operator);
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(none.body).toEqual([]);
    expect(dialerRequests).toEqual([]);
  });
});

describe('GET /settings/weon/campaigns: reading the dialer', () => {
  let financeDialer: number;
  let salesDialer: number;

  beforeAll(async () => {
    answers = {
      '/general/campaigns': { status: 200, body: JSON.stringify({ campaigns: [{ id: 1, name: 'Geral' }] }) },
      '/finance/campaigns': {
        status: 200,
        body: JSON.stringify({
          data: [{ id: 'f1', name: 'Renegociação', status: 'ATIVA' }, { name: 'sem id' }, 'lixo', { id: 3 }],
        }),
      },
      '/sales/campaigns': { status: 200, body: sales },
    };
    await createDialer({ url: `${dialerUrl}/general` });
    financeDialer = await createDialer({
      url: `${dialerUrl}/finance/`,
      token: 'token-financeiro',
      username: 'empresa demo',
      departments: [2],
    });
    salesDialer = await createDialer({ url: `${dialerUrl}/sales`, departments: [1] });
    const switchedOff = await call(t, admin, 'PUT', `/settings/dialer/${salesDialer}/active`, { active: false });
    expect(switchedOff.status, JSON.stringify(switchedOff.body)).toBe(200);
  });

  it('reads the first active WeOn dialer when no department is given, from a { campaigns } answer', async () => {
    const read = await campaigns(operator);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toEqual([{ id: '1', name: 'Geral', active: true }]);
    expect(dialerRequests).toEqual([{ path: '/general/campaigns', authorization: null }]);
  });

  it('asks the dialer serving the department, with its token and username, and leaves out unreadable items', async () => {
    const read = await campaigns(operator, '?department_id=2');
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toEqual([{ id: 'f1', name: 'Renegociação', active: true }]);
    expect(dialerRequests).toEqual([
      { path: '/finance/campaigns?username=empresa+demo', authorization: 'Bearer token-financeiro' },
    ]);
  });

  it('falls back to the dialer naming no department, skipping an inactive one', async () => {
    const read = await campaigns(operator, '?department_id=1');
    expect(read.body).toEqual([{ id: '1', name: 'Geral', active: true }]);
  });

  it('reads one configuration by id, even inactive, from a plain array with active and status', async () => {
    const read = await campaigns(admin, `?dialer_id=${salesDialer}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toEqual([
      { id: '7', name: 'Cobrança', active: true },
      { id: 'ret-2', name: 'Retenção', active: false },
    ]);
    expect((await campaigns(admin, `?dialer_id=${asteriskDialer}`)).status).toBe(404);
    expect((await campaigns(admin, '?dialer_id=999999')).status).toBe(404);
  });

  it('answers 502 with the dialer’s own text when it fails', async () => {
    answers['/finance/campaigns'] = { status: 500, body: '{"message":"Token inválido"}' };
    const failed = await campaigns(operator, `?dialer_id=${financeDialer}`);
    expect(failed.status).toBe(502);
    expect(failed.body.error).toEqual({
      code: 'bad_gateway',
      message: 'O discador não informou as campanhas: Token inválido',
    });
  });

  it('answers 502 when the answer holds no campaign list', async () => {
    answers['/finance/campaigns'] = { status: 200, body: '{"ok":true}' };
    const failed = await campaigns(operator, '?department_id=2');
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe('O discador não informou as campanhas: the answer has no campaign list');
  });

  it('answers 502 when the dialer cannot be reached', async () => {
    const closed = createServer();
    const address = await listenOnLoopback(closed);
    await new Promise((resolve) => closed.close(resolve));
    const moved = await call(t, admin, 'PUT', '/settings/dialer', { id: financeDialer, url: address });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const unreachable = await campaigns(operator, '?department_id=2');
    expect(unreachable.status).toBe(502);
    expect(unreachable.body.error.message).toBe('O discador não informou as campanhas: ECONNREFUSED');
  });
});

describe('GET /settings/weon/campaigns: who may ask, and bad input', () => {
  it('refuses profiles that attend no protocol', async () => {
    for (const email of ['marketing@demo.com.br', 'dashboard@demo.com.br', 'monitor@demo.com.br']) {
      const { token } = await t.login(email);
      const refused = await campaigns(token);
      expect(refused.status, email).toBe(403);
    }
    expect(dialerRequests).toEqual([]);
  });

  it('answers 400 naming department_id when it is not a number or not a department of the company', async () => {
    const notNumber = await campaigns(operator, '?department_id=vendas');
    expect(notNumber.status).toBe(400);
    expect(Object.keys(notNumber.body.error.fields ?? {})).toEqual(['department_id']);
    const foreign = await call<{ id: number }[]>(
      t,
      (await t.login('admin@outra.com.br')).token,
      'GET',
      '/answer/departments',
    );
    const otherCompany = await campaigns(operator, `?department_id=${foreign.body[0]?.id}`);
    expect(otherCompany.status).toBe(400);
    expect(Object.keys(otherCompany.body.error.fields ?? {})).toEqual(['department_id']);
    expect(dialerRequests).toEqual([]);
  });
});
