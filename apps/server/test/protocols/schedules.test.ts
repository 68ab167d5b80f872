import type { Protocol, Schedule } from '@contact/domain/protocols';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';
import { record, settle, socketFactory } from '../helpers/sockets';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let sockets: Awaited<ReturnType<typeof socketFactory>>;
let supervisor: string;
let operator1: string;
let operator2: string;
let protocol: Protocol;

beforeAll(async () => {
  t = await createTestApp();
  sockets = await socketFactory(t);
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator1 = (await t.login('operador1@demo.com.br')).token;
  operator2 = (await t.login('operador2@demo.com.br')).token;
  protocol = (await customerWrites(t, supervisor, { phone: '11977770001' })).protocol;
  await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

type Failure = { error: { fields: Record<string, string> } };
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('scheduling a call back and a reminder', () => {
  it('a call needs the phone and the date/time, in the future', async () => {
    const missing = await call<Failure>(t, operator1, 'POST', '/weon/calls/schedule', { protocol_id: protocol.id });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['date', 'phone']);
    const badDate = await call<Failure>(t, operator1, 'POST', '/weon/calls/schedule', {
      protocol_id: protocol.id,
      phone: '11977770001',
      date: '22/11/2026 10:00',
    });
    expect(badDate.body.error.fields.date).toBe('Informe data e hora válidas.');
    const past = await call<Failure>(t, operator1, 'POST', '/weon/calls/schedule', {
      protocol_id: protocol.id,
      phone: '11977770001',
      date: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.body.error.fields.date).toBe('Escolha uma data e hora no futuro.');
  });

  it('is stored with the protocol, written in its history, and announced to the agent when due', async () => {
    const socket = await sockets.open(operator1);
    const notices = record<{ kind: string; message: string }>(socket, 'notification');
    const created = await call<Schedule>(t, operator1, 'POST', '/weon/calls/schedule', {
      protocol_id: protocol.id,
      phone: '(11) 97777-0001',
      date: inOneHour(),
      note: 'Confirmar pagamento',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      kind: 'call',
      phone: '11977770001',
      text: 'Confirmar pagamento',
      done: false,
    });
    const list = await call<Schedule[]>(t, operator1, 'GET', `/scheduling/${protocol.id}`);
    expect(list.body.map((item) => item.id)).toEqual([created.body.id]);

    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.key, String(created.body.id)));
    await t.app.jobs.runDue('protocol-schedule');
    await settle();
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'call',
        message: `Ligar para 11977770001 (protocolo ${protocol.number}): Confirmar pagamento`,
      }),
    ]);
    const after = await call<Schedule[]>(t, operator1, 'GET', `/scheduling/${protocol.id}`);
    expect(after.body[0]?.done).toBe(true);
    const history = await call<{ type: string }[]>(t, supervisor, 'GET', `/protocol/history/${protocol.id}`);
    expect(history.body.map((entry) => entry.type)).toContain('call_scheduled');
  });

  it('a reminder takes text, date and an optional file (multipart)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/scheduling',
      token: operator1,
      ...multipart(
        { protocol_id: protocol.id, text: 'Enviar segunda via', date: inOneHour() },
        { field: 'file', name: 'nota.txt', type: 'text/plain', content: Buffer.from('lembrar do boleto') },
      ),
    });
    expect(response.statusCode).toBe(200);
    const reminder = response.json<Schedule>();
    expect(reminder).toMatchObject({ kind: 'reminder', text: 'Enviar segunda via', attachment: { name: 'nota.txt' } });
    const file = await t.request({ method: 'GET', url: reminder.attachment?.url ?? '' });
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.body).toBe('lembrar do boleto');
    const empty = await call<Failure>(t, operator1, 'POST', '/scheduling', {
      protocol_id: protocol.id,
      date: inOneHour(),
    });
    expect(empty.body.error.fields.text).toBe('O campo mensagem é obrigatório.');
  });

  it('another operator cannot schedule on or read a protocol that is not theirs', async () => {
    expect((await call(t, operator2, 'GET', `/scheduling/${protocol.id}`)).status).toBe(404);
    const refused = await call(t, operator2, 'POST', '/weon/calls/schedule', {
      protocol_id: protocol.id,
      phone: '11977770001',
      date: inOneHour(),
    });
    expect(refused.status).toBe(404);
  });
});

describe('queue place', () => {
  it('tells a waiting protocol its position and an estimated wait', async () => {
    const a = await customerWrites(t, supervisor, { phone: '11977770002', department: 3 });
    const b = await customerWrites(t, supervisor, { phone: '11977770003', department: 3 });
    const first = await call<{ position: number; estimated_wait_seconds: number }>(
      t,
      supervisor,
      'GET',
      `/protocol/${a.protocol.id}/queue`,
    );
    const second = await call<{ position: number; estimated_wait_seconds: number }>(
      t,
      supervisor,
      'GET',
      `/protocol/${b.protocol.id}/queue`,
    );
    expect(first.body.position).toBe(1);
    expect(second.body.position).toBe(2);
    expect(second.body.estimated_wait_seconds).toBeGreaterThan(first.body.estimated_wait_seconds);
    const taken = await call<{ position: number | null }>(t, operator1, 'GET', `/protocol/${protocol.id}/queue`);
    expect(taken.body.position).toBeNull();
  });
});
