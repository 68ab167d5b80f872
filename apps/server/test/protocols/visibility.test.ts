import type { Protocol } from '@contact/domain/protocols';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

let t: TestApp;
let supervisor: string;
let operator1: string;
let operator2: string;
let otherCompany: string;
let mine: Protocol;
let theirs: Protocol;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator1 = (await t.login('operador1@demo.com.br')).token;
  operator2 = (await t.login('operador2@demo.com.br')).token;
  otherCompany = (await t.login('admin@outra.com.br')).token;
  mine = (await customerWrites(t, supervisor, { phone: '11911110001' })).protocol;
  theirs = (await customerWrites(t, supervisor, { phone: '11911110002' })).protocol;
  await call(t, operator1, 'POST', '/protocol/take', { protocol_id: mine.id });
  await call(t, operator2, 'POST', '/protocol/take', { protocol_id: theirs.id });
  await customerWrites(t, supervisor, { phone: '11911110003' });
});
afterAll(() => t.close());

const ids = (protocols: Protocol[]) => protocols.map((protocol) => protocol.id).sort((a, b) => a - b);

describe('visibility (spec §6): role 2 or lower sees only its own protocols, everywhere', () => {
  it('lists', async () => {
    const list = await call<{ protocols: Protocol[] }>(t, operator1, 'GET', '/protocol');
    expect(ids(list.body.protocols)).toEqual([mine.id]);
    const all = await call<{ protocols: Protocol[] }>(t, supervisor, 'GET', '/protocol');
    expect(all.body.protocols).toHaveLength(3);
  });

  it('counts', async () => {
    const counts = await call<{ id: number; count: number }[]>(t, operator1, 'GET', '/protocol/count_status');
    expect(counts.body).toEqual([{ id: 3, count: 1 }]);
    const queues = await call<{ humano: Record<string, number> }>(t, operator1, 'GET', '/protocol/count');
    // The queue count is what waits in their department for anyone to take; they cannot read it.
    expect(queues.body.humano).toMatchObject({ fila: 1, atendimento: 1 });
    const supervisorQueues = await call<{ humano: Record<string, number> }>(t, supervisor, 'GET', '/protocol/count');
    expect(supervisorQueues.body.humano).toMatchObject({ fila: 1, atendimento: 2 });
  });

  it('single reads, history, customers, notes and messages', async () => {
    for (const url of [
      `/protocol/${theirs.id}`,
      `/protocol/history/${theirs.id}`,
      `/protocol/customer/${theirs.id}`,
      `/note/${theirs.id}`,
      `/message/${theirs.id}`,
    ]) {
      const response = await call<{ error: { code: string } }>(t, operator1, 'GET', url);
      expect(response.status, url).toBe(404);
    }
    expect((await call(t, operator1, 'GET', `/protocol/${mine.id}`)).status).toBe(200);
    expect((await call(t, supervisor, 'GET', `/protocol/${theirs.id}`)).status).toBe(200);
  });

  it('changes', async () => {
    for (const [method, url, payload] of [
      ['PUT', `/protocol/pause/${theirs.id}`, {}],
      ['POST', '/message', { protocol_id: theirs.id, text: 'oi' }],
      ['POST', '/note', { protocol_id: theirs.id, text: 'nota' }],
      ['PUT', '/protocol/transfer', { protocol_id: theirs.id, new_department_id: 1 }],
    ] as const) {
      expect((await call(t, operator1, method, url, payload)).status, url).toBe(404);
    }
  });

  it('customer history search', async () => {
    const search = await call<Protocol[]>(t, operator1, 'GET', '/protocol/history?phone=11911110002');
    expect(search.body).toEqual([]);
    const supervisorSearch = await call<Protocol[]>(t, supervisor, 'GET', '/protocol/history?phone=(11) 91111-0002');
    expect(ids(supervisorSearch.body)).toEqual([theirs.id]);
  });

  it('another company sees none of them', async () => {
    const list = await call<{ protocols: Protocol[] }>(t, otherCompany, 'GET', '/protocol');
    expect(list.body.protocols).toEqual([]);
    expect((await call(t, otherCompany, 'GET', `/protocol/${mine.id}`)).status).toBe(404);
    expect((await call(t, otherCompany, 'PUT', `/protocol/closed/${mine.id}`)).status).toBe(404);
    const counts = await call<{ humano: Record<string, number> }>(t, otherCompany, 'GET', '/protocol/count');
    expect(counts.body.humano.atendimento).toBe(0);
  });
});
