import type { Protocol } from '@contact/domain/protocols';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocols } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

/**
 * Lists answer protocols from texts kept by row version (`protocol-texts.ts`): whatever changes a
 * protocol, the next list answers its new values, and every listed protocol reads as its single
 * read does, on the first request (rows read) and on the next ones (texts kept).
 */
type Page = { protocols: Protocol[]; currentPage: number; seq: number };

const shapes = [
  '/protocol',
  '/protocol?page=2',
  '/protocol?status=1,2,3',
  '/protocol?status=1,2,3&department=1,2&orderby=asc',
  '/protocol?orderbychannel=true',
  '/protocol?date=,&channel=2,4',
  '/protocol?status=1&department=2&page=1',
];

let t: TestApp;
let plain: TestApp;
let supervisor: string;
let operator: { token: string; id: number };

beforeAll(async () => {
  [t, plain] = await Promise.all([createTestApp(), createTestApp({ PROTOCOL_TEXTS_KEPT: '0' })]);
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  const signedIn = await t.login('operador1@demo.com.br');
  operator = { token: signedIn.token, id: signedIn.user.id };
  for (let index = 0; index < 60; index += 1)
    await customerWrites(t, supervisor, {
      department: index % 3 === 0 ? 2 : 1,
      channel: index % 4 === 0 ? 4 : 2,
      name: `Pessoa ${index}`,
    });
});
afterAll(() => Promise.all([t.close(), plain.close()]));

async function singleRead(app: TestApp, token: string, id: number) {
  const {
    customers: _customers,
    notes: _notes,
    ...single
  } = (await call<Protocol & { customers: unknown; notes: unknown }>(app, token, 'GET', `/protocol/${id}`)).body;
  return single;
}

describe('a list answers kept texts of protocols', () => {
  it('the same as their single reads, on the first request and on the next', async () => {
    for (const shape of shapes) {
      const first = await t.request({ method: 'GET', url: `/api/v1${shape}`, token: supervisor });
      const again = await t.request({ method: 'GET', url: `/api/v1${shape}`, token: supervisor });
      expect(first.statusCode, shape).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(again.body, shape).toBe(first.body);
      const page = first.json<Page>();
      expect(page.protocols.length, shape).toBeGreaterThan(0);
      for (const item of page.protocols) expect(item, shape).toEqual(await singleRead(t, supervisor, item.id));
    }
  });

  it('a change by any statement, even one the server never saw, shows in the next list', async () => {
    const before = (await call<Page>(t, supervisor, 'GET', '/protocol')).body.protocols[4]!;
    await t.db
      .update(protocols)
      .set({ customerName: 'Nome Trocado', tagIds: [3] })
      .where(eq(protocols.id, before.id));
    const after = (await call<Page>(t, supervisor, 'GET', '/protocol')).body.protocols[4]!;
    expect(after).toEqual({ ...before, customer_name: 'Nome Trocado', tags: [{ id: 3 }] });
  });

  it('a change through the API shows in the next list of whoever sees it', async () => {
    const waiting = (await call<Page>(t, supervisor, 'GET', '/protocol?status=1')).body.protocols[0]!;
    expect((await call(t, operator.token, 'POST', '/protocol/take', { protocol_id: waiting.id })).status).toBe(200);
    const own = () => call<Page>(t, operator.token, 'GET', '/protocol?status=1,2,3');
    expect((await own()).body.protocols.find((item) => item.id === waiting.id)?.pause).toBe(false);
    expect((await call(t, operator.token, 'PUT', `/protocol/pause/${waiting.id}`, {})).status).toBe(200);
    const listed = (await own()).body.protocols.find((item) => item.id === waiting.id);
    expect(listed).toMatchObject({ pause: true, status: 3, user_id: operator.id });
    expect(listed).toEqual(await singleRead(t, operator.token, waiting.id));
    const queue = (await call<Page>(t, supervisor, 'GET', '/protocol?status=1')).body.protocols;
    expect(queue.map((item) => item.id)).not.toContain(waiting.id);
  });
});

describe('an empty page', () => {
  it("answers the company's sequence, as a full page does, whether texts are kept or not", async () => {
    const plainToken = (await plain.login('supervisor@demo.com.br')).token;
    await customerWrites(plain, plainToken, { department: 1 });
    for (const [app, token] of [
      [t, supervisor],
      [plain, plainToken],
    ] as const) {
      const full = (await call<Page>(app, token, 'GET', '/protocol')).body;
      expect(full.seq).toBeGreaterThan(0);
      for (const shape of ['/protocol?status=9', '/protocol?status=9,10', '/protocol?date=2099-01-01,&page=2'])
        expect((await call<Page>(app, token, 'GET', shape)).body, shape).toEqual({
          protocols: [],
          removed: [],
          currentPage: shape.endsWith('page=2') ? 2 : 1,
          seq: full.seq,
        });
    }
  });
});

describe('a server keeping no texts (PROTOCOL_TEXTS_KEPT=0)', () => {
  it('reads pages whole and answers them the same way', async () => {
    const token = (await plain.login('supervisor@demo.com.br')).token;
    for (let index = 0; index < 3; index += 1) await customerWrites(plain, token, { department: 1 + (index % 2) });
    for (const shape of [shapes[0]!, shapes[2]!, shapes[3]!]) {
      const page = (await call<Page>(plain, token, 'GET', shape)).body;
      expect(page.protocols.length, shape).toBeGreaterThan(0);
      for (const item of page.protocols) expect(item, shape).toEqual(await singleRead(plain, token, item.id));
    }
  });

  it('refuses a negative number of texts at start', async () => {
    await expect(createTestApp({ PROTOCOL_TEXTS_KEPT: '-1' })).rejects.toThrow(/PROTOCOL_TEXTS_KEPT/);
  });
});
