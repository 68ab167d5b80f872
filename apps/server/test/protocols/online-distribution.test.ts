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

describe('an agent going online', () => {
  it("gets their department's waiting protocol at once, not at the next sweep", async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11955550001', department: 1 });
    // The background workers stop (after what they are running), so only runDue runs jobs here.
    await t.app.jobs.stop();
    await t.app.jobs.runDue();
    expect((await call<Protocol>(t, supervisor, 'GET', `/protocol/${protocol.id}`)).body.user_id).toBeNull();
    const online = await call<{ status: string }>(t, operator1, 'POST', '/settings/users/status', { action: 'return' });
    expect(online.body.status).toBe('online');
    await t.app.jobs.runDue('protocol-distribution');
    const assigned = (await call<Protocol>(t, supervisor, 'GET', `/protocol/${protocol.id}`)).body;
    expect(assigned.user_name).toBe('Otávio Operador');
  });
});
