import type { Protocol } from '@contact/domain/protocols';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, protocols } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

let t: TestApp;
let admin: string;
let supervisor: string;
let operator1: string;
let operator2: string;
let operator1Id: number;
let operator2Id: number;

beforeAll(async () => {
  t = await createTestApp();
  // The background workers stop (after what they are running), so only runDue runs jobs here:
  // on PostgreSQL a worker could otherwise hold the very distribution the test waits for.
  await t.app.jobs.stop();
  admin = (await t.login('admin@demo.com.br')).token;
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  const one = await t.login('operador1@demo.com.br');
  const two = await t.login('operador2@demo.com.br');
  operator1 = one.token;
  operator1Id = one.user.id;
  operator2 = two.token;
  operator2Id = two.user.id;
});
afterAll(() => t.close());

const goOnline = (token: string) => call(t, token, 'POST', '/settings/users/status', { action: 'return' });
async function startBreak(token: string, description: string) {
  const breaks = await call<{ items: { id: number; description: string }[] }>(t, admin, 'GET', '/settings/break');
  const chosen = breaks.body.items.find((item) => item.description === description);
  const response = await call<{ status: string }>(t, token, 'POST', '/settings/users/status', {
    action: 'start',
    id_break: chosen?.id,
  });
  expect(response.body.status).toBe('pause');
}

const read = async (id: number) => (await call<Protocol>(t, supervisor, 'GET', `/protocol/${id}`)).body;

/** Runs the due background work until the protocol satisfies the check (the pollers run too). */
async function until(id: number, check: (protocol: Protocol) => boolean): Promise<Protocol> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await t.app.jobs.runDue();
    const protocol = await read(id);
    if (check(protocol)) return protocol;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read(id);
}

async function setDistribution(values: Record<string, unknown>) {
  const list = await call<{ items: { id: number; description: string }[] }>(t, admin, 'GET', '/settings/distribuition');
  const current = list.body.items.find((item) => item.description === 'Rodízio do Atendimento');
  const response = await call(t, admin, 'PUT', '/settings/distribuition', { id: current?.id, ...values });
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
}

describe('automatic distribution (distribution control of the department)', () => {
  it('nobody online: the protocol waits in the queue and keeps its place', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11966660001' });
    await t.app.jobs.runDue();
    expect(await read(protocol.id)).toMatchObject({ status: 1, user_id: null });
    await call(t, supervisor, 'PUT', `/protocol/closed/${protocol.id}`);
  });

  it('round-robin across the online agents, within their maximum of simultaneous protocols', async () => {
    await setDistribution({ mode: 'round_robin', maxSimultaneous: 1 });
    await goOnline(operator1);
    await goOnline(operator2);
    const first = await customerWrites(t, supervisor, { phone: '11966660002' });
    const firstOwner = (await until(first.protocol.id, (p) => p.user_id !== null)).user_id;
    const second = await customerWrites(t, supervisor, { phone: '11966660003' });
    const secondOwner = (await until(second.protocol.id, (p) => p.user_id !== null)).user_id;
    expect([firstOwner, secondOwner].sort()).toEqual([operator1Id, operator2Id].sort());
    expect(await read(first.protocol.id)).toMatchObject({ status: 3 });

    const third = await customerWrites(t, supervisor, { phone: '11966660004' });
    await t.app.jobs.runDue();
    expect(await read(third.protocol.id)).toMatchObject({ status: 1, user_id: null });

    // The first agent finishes: capacity frees and the waiting protocol goes to them.
    const finisher = firstOwner === operator1Id ? operator1 : operator2;
    await call(t, finisher, 'PUT', `/protocol/closed/${first.protocol.id}`);
    const delivered = await until(third.protocol.id, (p) => p.user_id !== null);
    expect(delivered.user_id).toBe(firstOwner);
    const history = await call<{ type: string; data: Record<string, unknown> }[]>(
      t,
      supervisor,
      'GET',
      `/protocol/history/${third.protocol.id}`,
    );
    expect(history.body.at(-1)).toMatchObject({ type: 'assigned', data: { by: 'distribution' } });
    for (const id of [second.protocol.id, third.protocol.id])
      await call(t, supervisor, 'PUT', `/protocol/closed/${id}`);
  });

  it('an agent on a break receives nothing', async () => {
    await setDistribution({ mode: 'least_busy', maxSimultaneous: 5 });
    await startBreak(operator2, 'Banheiro');
    const protocolsNow = await Promise.all(
      ['11966660005', '11966660006'].map(async (phone) => (await customerWrites(t, supervisor, { phone })).protocol.id),
    );
    for (const id of protocolsNow) {
      const delivered = await until(id, (p) => p.user_id !== null);
      expect(delivered.user_id).toBe(operator1Id);
    }
    await call(t, supervisor, 'PUT', '/protocol/closedall', { ids: protocolsNow });
    await goOnline(operator2);
  });

  it('an unanswered protocol goes back to the queue, keeping its place, for the next agent', async () => {
    await setDistribution({ mode: 'round_robin', maxSimultaneous: 5, answerTimeout: 2 });
    const { protocol } = await customerWrites(t, supervisor, { phone: '11966660007' });
    const first = await until(protocol.id, (p) => p.user_id !== null);
    const firstOwner = first.user_id;
    const [pending] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `answer:${protocol.id}`));
    expect(new Date(pending?.runAt ?? 0).getTime() - Date.now()).toBeGreaterThan(60_000);
    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.key, `answer:${protocol.id}`));
    const next = await until(protocol.id, (p) => p.user_id !== null && p.user_id !== firstOwner);
    expect(next.user_id).not.toBe(firstOwner);
    expect(next.queued_at).toBe(first.queued_at);
    const history = await call<{ type: string }[]>(t, supervisor, 'GET', `/protocol/history/${protocol.id}`);
    expect(history.body.map((entry) => entry.type)).toContain('requeued');
    await call(t, supervisor, 'PUT', `/protocol/closed/${protocol.id}`);
  });

  it('an answered protocol stays with its agent when the timer fires', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11966660008' });
    const assigned = await until(protocol.id, (p) => p.user_id !== null);
    const token = assigned.user_id === operator1Id ? operator1 : operator2;
    await call(t, token, 'POST', '/message', { protocol_id: protocol.id, text: 'Olá!' });
    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.key, `answer:${protocol.id}`));
    await t.app.jobs.runDue();
    expect((await read(protocol.id)).user_id).toBe(assigned.user_id);
    await call(t, supervisor, 'PUT', `/protocol/closed/${protocol.id}`);
  });
});

describe('SLA clock', () => {
  it('moves from em_dia to ira_atrasar to atrasado as time passes, and lists filter on it', async () => {
    await startBreak(operator1, 'Banheiro');
    const { protocol } = await customerWrites(t, supervisor, { department: 1, channel: 2, phone: '11966660009' });
    expect(protocol.sla).toBe('em_dia');
    const age = async (minutes: number) => {
      await t.db
        .update(protocols)
        .set({
          slaStartedAt: sql`now() - make_interval(mins => ${minutes})`,
          slaDueAt: sql`now() - make_interval(mins => ${minutes}) + interval '30 minutes'`,
        })
        .where(eq(protocols.id, protocol.id));
      await t.db
        .update(jobs)
        .set({ runAt: new Date() })
        .where(eq(jobs.key, String(protocol.id)));
    };
    await age(25);
    expect((await until(protocol.id, (p) => p.sla !== 'em_dia')).sla).toBe('ira_atrasar');
    await age(31);
    expect((await until(protocol.id, (p) => p.sla === 'atrasado')).sla).toBe('atrasado');
    const late = await call<{ protocols: Protocol[] }>(t, supervisor, 'GET', '/protocol?sla=atrasado');
    expect(late.body.protocols.map((item) => item.id)).toContain(protocol.id);
  });
});
