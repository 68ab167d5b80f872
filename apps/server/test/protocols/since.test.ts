import type { Protocol } from '@contact/domain/protocols';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

let t: TestApp;
let supervisor: string;
let operator1: string;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator1 = (await t.login('operador1@demo.com.br')).token;
});
afterAll(() => t.close());

type Changes = { protocols: Protocol[]; removed: number[]; seq: number };

describe('catch-up after a reconnect: GET /api/v1/protocol?since=', () => {
  it('each change takes the next company sequence', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11922220001' });
    const paused = await call(t, supervisor, 'PUT', `/protocol/pause/${protocol.id}`, {});
    const resumed = await call(t, supervisor, 'PUT', `/protocol/pause/${protocol.id}`, {});
    expect(paused.body.seq).toBeGreaterThan(protocol.seq);
    expect(resumed.body.seq).toBe(paused.body.seq + 1);
  });

  it('answers exactly what changed after the last sequence the client saw', async () => {
    const before = await call<Changes>(t, supervisor, 'GET', '/protocol');
    const a = await customerWrites(t, supervisor, { phone: '11922220002' });
    const b = await customerWrites(t, supervisor, { phone: '11922220003' });
    await call(t, supervisor, 'PUT', `/protocol/closed/${a.protocol.id}`);
    const changes = await call<Changes>(t, supervisor, 'GET', `/protocol?since=${before.body.seq}`);
    expect(changes.body.protocols.map((item) => [item.id, item.status])).toEqual([
      [b.protocol.id, 1],
      [a.protocol.id, 4],
    ]);
    expect(changes.body.seq).toBeGreaterThan(before.body.seq);
    const nothing = await call<Changes>(t, supervisor, 'GET', `/protocol?since=${changes.body.seq}`);
    expect(nothing.body.protocols).toEqual([]);
  });

  it('tells an operator which protocols left their hands while away, and shows them nothing of the new owner', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11922220004' });
    await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    const seen = await call<Changes>(t, operator1, 'GET', '/protocol');
    await call(t, supervisor, 'PUT', '/protocol/transfer', {
      protocol_id: protocol.id,
      new_department_id: 3,
      note: '',
    });
    const changes = await call<Changes>(t, operator1, 'GET', `/protocol?since=${seen.body.seq}`);
    expect(changes.body.protocols).toEqual([]);
    expect(changes.body.removed).toEqual([protocol.id]);
  });
});
