import type { Message, Protocol } from '@contact/domain/protocols';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, protocolEvents, protocols } from '../../src/db/schema';
import { silenceQueue } from '../../src/modules/protocols/protocol-jobs';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

let t: TestApp;
let admin: string;
let supervisor: string;
let operator1: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator1 = (await t.login('operador1@demo.com.br')).token;
});
afterAll(() => t.close());

async function createRule(path: string, payload: object) {
  const response = await call<{ id: number }>(t, admin, 'POST', `/settings/${path}`, payload);
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
}

/** A protocol the agent answered; the customer's silence starts now. */
async function answered(phone: string, channel: number): Promise<Protocol> {
  const { protocol } = await customerWrites(t, supervisor, { phone, channel, department: 1 });
  await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
  await call(t, operator1, 'POST', '/message', { protocol_id: protocol.id, text: 'Posso ajudar em algo mais?' });
  return protocol;
}

/** Lets `minutes` pass for one protocol: its last message and its history move into the past together. */
async function elapse(id: number, minutes: number) {
  await t.db
    .update(protocols)
    .set({ lastMessageAt: sql`${protocols.lastMessageAt} - make_interval(mins => ${minutes})` })
    .where(eq(protocols.id, id));
  await t.db
    .update(protocolEvents)
    .set({ createdAt: sql`${protocolEvents.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(protocolEvents.protocolId, id));
}

/** One sweep, run to its end (the queue may already be running it). */
const sweep = async () => {
  await t.app.jobs.schedule(silenceQueue, {}, { key: 'sweep' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    await t.app.jobs.runDue(silenceQueue);
    const pending = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, silenceQueue), isNull(jobs.doneAt)));
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the silence sweep did not finish');
};

const texts = async (id: number) =>
  (await call<{ messages: Message[] }>(t, supervisor, 'GET', `/message/${id}`)).body.messages.map(
    (message) => `${message.author}:${message.text}`,
  );

describe('silence rules on real protocols', () => {
  it('the inactivity message goes once, then the protocol closes if the customer stays silent', async () => {
    await createRule('inactivity-message', {
      description: 'Cliente sumiu (teste)',
      message: 'Você ainda está aí?',
      time: 5,
      departments: [1],
      channels: [1],
      profiles: [1],
      phase: 'attendance',
      waitingFor: 'customer',
      closeAfter: 10,
      closeMessage: 'Encerramos por falta de resposta.',
    });
    const protocol = await answered('11912340001', 1);
    await elapse(protocol.id, 4);
    await sweep();
    expect(await texts(protocol.id)).not.toContain('system:Você ainda está aí?');

    await elapse(protocol.id, 2);
    await sweep();
    await sweep();
    expect((await texts(protocol.id)).filter((text) => text === 'system:Você ainda está aí?')).toHaveLength(1);

    await elapse(protocol.id, 9);
    await sweep();
    expect((await call(t, supervisor, 'GET', `/protocol/${protocol.id}`)).body.status).toBe(2);
    await elapse(protocol.id, 2);
    await sweep();
    expect(await texts(protocol.id)).toContain('system:Encerramos por falta de resposta.');
    expect((await call(t, supervisor, 'GET', `/protocol/${protocol.id}`)).body.status).toBe(4);
  });

  it('a customer who answers in time resets the silence', async () => {
    const protocol = await answered('11912340002', 1);
    await elapse(protocol.id, 6);
    await sweep();
    await customerWrites(t, supervisor, { phone: '11912340002', channel: 1, department: 1, text: 'Estou sim' });
    await call(t, operator1, 'POST', '/message', { protocol_id: protocol.id, text: 'Ótimo!' });
    await elapse(protocol.id, 6);
    await sweep();
    expect((await texts(protocol.id)).filter((text) => text === 'system:Você ainda está aí?')).toHaveLength(2);
    expect((await call(t, supervisor, 'GET', `/protocol/${protocol.id}`)).body.status).toBe(2);
  });

  it('the protocol pause sends its message and pauses the protocol', async () => {
    await createRule('protocol-pause', {
      description: 'Pausa por silêncio (teste)',
      message: 'Vamos pausar seu atendimento; responda quando puder.',
      time: 15,
      departments: [1],
      channels: [9],
      profiles: [1],
      phase: 'attendance',
      action: 'pause',
    });
    const protocol = await answered('11912340003', 9);
    await elapse(protocol.id, 16);
    await sweep();
    expect(await texts(protocol.id)).toContain('system:Vamos pausar seu atendimento; responda quando puder.');
    expect((await call(t, supervisor, 'GET', `/protocol/${protocol.id}`)).body.pause).toBe(true);
  });
});
