import type { Message, Protocol } from '@contact/domain/protocols';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

let t: TestApp;
let admin: string;
let supervisor: string;
let operator1: string;
let operator2: string;
let protocol: Protocol;

type Failure = { error: { message: string; fields: Record<string, string> } };
type Result = { message: string; protocol: Protocol };

async function createSetting(path: string, payload: object): Promise<number> {
  const response = await call<{ id: number }>(t, admin, 'POST', `/settings/${path}`, payload);
  if (response.status !== 200) throw new Error(`${path}: ${JSON.stringify(response.body)}`);
  return response.body.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator1 = (await t.login('operador1@demo.com.br')).token;
  operator2 = (await t.login('operador2@demo.com.br')).token;
  protocol = (await customerWrites(t, supervisor, { phone: '11966660001' })).protocol;
  await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
});
afterAll(async () => {
  await t.close();
});

describe('PUT /protocol/fix_protocol: pin', () => {
  it('toggles the pin and records it in the history', async () => {
    const pinned = await call(t, operator1, 'PUT', '/protocol/fix_protocol', { id: protocol.id });
    expect(pinned.body).toMatchObject({ id: protocol.id, fixed: true });
    const again = await call(t, operator1, 'PUT', '/protocol/fix_protocol', { id: protocol.id, fixed: true });
    expect(again.body.fixed).toBe(true);
    const unpinned = await call(t, operator1, 'PUT', '/protocol/fix_protocol', { id: protocol.id });
    expect(unpinned.body.fixed).toBe(false);
    const history = await call<{ type: string }[]>(t, operator1, 'GET', `/protocol/history/${protocol.id}`);
    expect(history.body.map((entry) => entry.type)).toEqual(expect.arrayContaining(['pinned', 'unpinned']));
  });

  it("refuses another operator's protocol and a bad id", async () => {
    expect((await call(t, operator2, 'PUT', '/protocol/fix_protocol', { id: protocol.id })).status).toBe(404);
    const bad = await call<Failure>(t, operator1, 'PUT', '/protocol/fix_protocol', { id: 'x' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['id']);
  });
});

describe('POST /protocolticket/link_ticket', () => {
  it('links the ticket number', async () => {
    const linked = await call(t, operator1, 'POST', '/protocolticket/link_ticket', {
      protocol_id: protocol.id,
      ticket: 'TK-2026-0042',
    });
    expect(linked.status).toBe(200);
    expect(linked.body.ticket).toBe('TK-2026-0042');
  });

  it('requires the ticket, naming the field', async () => {
    const missing = await call<Failure>(t, operator1, 'POST', '/protocolticket/link_ticket', {
      protocol_id: protocol.id,
      ticket: '  ',
    });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(['ticket']);
  });
});

describe('POST /protocol/occorrence', () => {
  it("records an occurrence of the department's tabulations without closing", async () => {
    const tab = await createSetting('tabulation', { description: 'Reclamação de cobrança', category: 'occurrence' });
    const done = await call<Result>(t, operator1, 'POST', '/protocol/occorrence', {
      protocol_id: protocol.id,
      tab,
      text: 'Cliente contesta a fatura de outubro',
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Ocorrência registrada com sucesso!');
    expect(done.body.protocol.status).not.toBe(4);
    const history = await call<{ type: string; data: Record<string, unknown> }[]>(
      t,
      operator1,
      'GET',
      `/protocol/history/${protocol.id}`,
    );
    expect(history.body.find((entry) => entry.type === 'occurrence')?.data).toMatchObject({
      tabulation: tab,
      text: 'Cliente contesta a fatura de outubro',
    });
  });

  it('refuses an unknown tabulation on the tab field', async () => {
    const refused = await call<Failure>(t, operator1, 'POST', '/protocol/occorrence', {
      protocol_id: protocol.id,
      tab: 999_999,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['tab']);
  });
});

describe('POST /protocol/phone: a call served on the phone', () => {
  it('opens, notes and finalizes a phone protocol with the tabulation', async () => {
    const tab = await createSetting('tabulation', {
      description: 'Dúvida resolvida por telefone',
      category: 'protocol',
    });
    const done = await call<Result>(t, operator1, 'POST', '/protocol/phone', {
      cpf: '529.982.247-25',
      department: 1,
      tab,
      note: 'Cliente ligou pedindo segunda via',
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Protocolo finalizado com sucesso!');
    expect(done.body.protocol).toMatchObject({ id_channel: 6, status: 4, user_id: expect.any(Number) });
    const notes = await call<{ text: string }[]>(t, operator1, 'GET', `/note/${done.body.protocol.id}`);
    expect(notes.body.map((note) => note.text)).toContain('Cliente ligou pedindo segunda via');
  });

  it('refuses an invalid CPF and a department the operator is not in, naming the fields', async () => {
    const tab = await createSetting('tabulation', { description: 'Ligação (teste)', category: 'protocol' });
    const badCpf = await call<Failure>(t, operator1, 'POST', '/protocol/phone', {
      cpf: '111.111.111-12',
      department: 1,
      tab,
    });
    expect(badCpf.status).toBe(400);
    expect(Object.keys(badCpf.body.error.fields)).toEqual(['cpf']);
    const otherDepartment = await call<Failure>(t, operator1, 'POST', '/protocol/phone', {
      cpf: '52998224725',
      department: 3,
      tab,
    });
    expect(otherDepartment.status).toBe(400);
    expect(Object.keys(otherDepartment.body.error.fields)).toEqual(['department']);
  });
});

describe('POST /feelings', () => {
  it("keeps the customer's feeling on the protocol", async () => {
    const felt = await call(t, operator1, 'POST', '/feelings', {
      protocol_id: protocol.id,
      feeling: 'negative',
      score: -60,
    });
    expect(felt.body.feeling).toBe('negative');
  });

  it('refuses an unknown feeling and a score out of range', async () => {
    const bad = await call<Failure>(t, operator1, 'POST', '/feelings', {
      protocol_id: protocol.id,
      feeling: 'angry',
      score: 500,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['feeling', 'score']);
  });
});

describe('POST /transcription', () => {
  it('keeps the text of an audio message and refuses other messages', async () => {
    const [audio] = await t.db
      .insert(messages)
      .values({
        companyId: 1,
        protocolId: protocol.id,
        channelId: protocol.id_channel,
        direction: 'in',
        author: 'customer',
        attachments: [{ key: 'a'.repeat(22) + '.ogg', name: 'audio.ogg', type: 'audio/ogg', size: 100 }],
        status: 'received',
      })
      .returning();
    const done = await call<Message>(t, operator1, 'POST', '/transcription', {
      message_id: audio?.id,
      text: 'Oi, quero cancelar meu plano',
    });
    expect(done.status).toBe(200);
    expect(done.body.transcription).toBe('Oi, quero cancelar meu plano');
    const page = await call<{ messages: Message[] }>(t, operator1, 'GET', `/message/${protocol.id}`);
    expect(page.body.messages.find((message) => message.message_id === audio?.id)?.transcription).toBe(
      'Oi, quero cancelar meu plano',
    );
    const text = await customerWrites(t, supervisor, { phone: '11966660001', text: 'só texto' });
    const refused = await call<Failure>(t, operator1, 'POST', '/transcription', {
      message_id: text.message.message_id,
      text: 'x',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['message_id']);
  });
});

describe('POST /video/create_session', () => {
  it('needs a video provider for the department', async () => {
    const refused = await call<Failure>(t, operator1, 'POST', '/video/create_session', { protocol_id: protocol.id });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['protocol_id']);
  });

  it('opens a room on a Jitsi server and keeps it for the protocol', async () => {
    await createSetting('video', { description: 'Jitsi', provider: 'jitsi', url: 'https://meet.jit.si/' });
    const first = await call<{ session: string; url: string; protocol: Protocol }>(
      t,
      operator1,
      'POST',
      '/video/create_session',
      { protocol_id: protocol.id },
    );
    expect(first.status).toBe(200);
    expect(first.body.url).toBe(`https://meet.jit.si/${first.body.session}`);
    expect(first.body.protocol.session_video).toBe(first.body.session);
    const second = await call<{ session: string }>(t, operator1, 'POST', '/video/create_session', {
      protocol_id: protocol.id,
    });
    expect(second.body.session).toBe(first.body.session);
  });
});
