import type { HistoryEntry, Message } from '@contact/domain/protocols';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let supervisor: string;
let operator1: string;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator1 = (await t.login('operador1@demo.com.br')).token;
});
afterAll(() => t.close());

type Page = { messages: Message[]; page: number; hasMore: boolean };

describe('messages', () => {
  it('GET /message/{id} pages the newest first, oldest first within the page (default 500)', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11933330001', text: 'm0' });
    for (let index = 1; index < 8; index += 1)
      await customerWrites(t, supervisor, { phone: '11933330001', text: `m${index}` });
    const all = await call<Page>(t, supervisor, 'GET', `/message/${protocol.id}`);
    expect(all.body.messages.map((message) => message.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    expect(all.body.hasMore).toBe(false);
    const newest = await call<Page>(t, supervisor, 'GET', `/message/${protocol.id}?page=1&limit=3`);
    expect(newest.body.messages.map((message) => message.text)).toEqual(['m5', 'm6', 'm7']);
    expect(newest.body.hasMore).toBe(true);
    const older = await call<Page>(t, supervisor, 'GET', `/message/${protocol.id}?page=2&limit=3`);
    expect(older.body.messages.map((message) => message.text)).toEqual(['m2', 'm3', 'm4']);
    const tooMany = await call(t, supervisor, 'GET', `/message/${protocol.id}?limit=501`);
    expect(tooMany.status).toBe(400);
  });

  it('a retried send with the same client id never makes a second message', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11933330002' });
    await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    const payload = { protocol_id: protocol.id, text: 'Segue a segunda via', client_id: 'client-0001-abcd' };
    const first = await call<Message>(t, operator1, 'POST', '/message', payload);
    const retry = await call<Message>(t, operator1, 'POST', '/message', payload);
    expect(first.status).toBe(200);
    expect(retry.body.message_id).toBe(first.body.message_id);
    const page = await call<Page>(t, operator1, 'GET', `/message/${protocol.id}`);
    expect(page.body.messages.filter((message) => message.text === 'Segue a segunda via')).toHaveLength(1);
    expect(first.body).toMatchObject({ direction: 'out', author: 'agent', user_name: 'Otávio Operador' });
  });

  it('a retry after the protocol closed still answers the first message, and changes nothing', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11933330006' });
    await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    const payload = { protocol_id: protocol.id, text: 'Última resposta', client_id: 'client-0002-abcd' };
    const first = await call<Message>(t, operator1, 'POST', '/message', payload);
    const closed = await call(t, supervisor, 'PUT', `/protocol/closed/${protocol.id}`);
    expect(closed.body.status).toBe(4);
    const retry = await call<Message>(t, operator1, 'POST', '/message', payload);
    expect(retry.status).toBe(200);
    expect(retry.body.message_id).toBe(first.body.message_id);
    const after = await call(t, supervisor, 'GET', `/protocol/${protocol.id}`);
    expect(after.body.seq).toBe(closed.body.seq);
    const fresh = await call(t, operator1, 'POST', '/message', { ...payload, client_id: 'client-0003-abcd' });
    expect(fresh.status).toBe(409);
  });

  it('two sends with one client id at the same time store one message and take one sequence', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11933330007' });
    const taken = await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    const payload = { protocol_id: protocol.id, text: 'Uma vez só', client_id: 'client-0004-abcd' };
    const [a, b] = await Promise.all([
      call<Message>(t, operator1, 'POST', '/message', payload),
      call<Message>(t, operator1, 'POST', '/message', payload),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.message_id).toBe(b.body.message_id);
    const page = await call<Page>(t, operator1, 'GET', `/message/${protocol.id}`);
    expect(page.body.messages.filter((message) => message.text === 'Uma vez só')).toHaveLength(1);
    const after = await call(t, supervisor, 'GET', `/protocol/${protocol.id}`);
    expect(after.body.seq).toBe(taken.body.seq + 1);
  });

  it('two agents answering a waiting protocol at once: every message kept, one takes it, each its own sequence', async () => {
    // Each send reads the protocol without a lock and writes only if nothing changed since.
    const admin = (await t.login('admin@demo.com.br')).token;
    const { protocol } = await customerWrites(t, supervisor, { phone: '11933330008' });
    const texts = Array.from({ length: 12 }, (_, index) => `Resposta ${index}`);
    const sent = await Promise.all(
      texts.map((text, index) =>
        call<Message>(t, index % 2 === 0 ? supervisor : admin, 'POST', '/message', { protocol_id: protocol.id, text }),
      ),
    );
    expect(sent.map((response) => response.status)).toEqual(texts.map(() => 200));
    const page = await call<Page>(t, supervisor, 'GET', `/message/${protocol.id}`);
    expect(
      page.body.messages
        .filter((message) => message.direction === 'out')
        .map((message) => message.text)
        .sort(),
    ).toEqual([...texts].sort());
    const history = await call<HistoryEntry[]>(t, supervisor, 'GET', `/protocol/history/${protocol.id}`);
    const taken = history.body.filter((entry) => entry.type === 'taken');
    expect(taken).toHaveLength(1);
    const after = await call(t, supervisor, 'GET', `/protocol/${protocol.id}`);
    expect(after.body).toMatchObject({ status: 2, user_name: taken[0]?.user_name });
    // One sequence per message: a try that found the protocol moved wrote nothing.
    expect(after.body.seq).toBe(protocol.seq + texts.length);
  });

  it('sends attachments as multipart, kept and served', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11933330003' });
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/message',
      token: supervisor,
      ...multipart(
        { protocol_id: String(protocol.id), text: '' },
        { name: 'boleto.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 test') },
      ),
    });
    expect(response.statusCode).toBe(200);
    const message = response.json<Message>();
    expect(message.attachments).toEqual([
      expect.objectContaining({ name: 'boleto.pdf', type: 'application/pdf', size: 13 }),
    ]);
    const file = await t.request({ method: 'GET', url: message.attachments[0]?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 test');
    const detail = await call(t, supervisor, 'GET', `/protocol/${protocol.id}`);
    expect(detail.body.last_message).toBe('📎 boleto.pdf');
  });

  it('refuses an empty message and names the field', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11933330004' });
    const empty = await call<{ error: { fields: Record<string, string> } }>(t, supervisor, 'POST', '/message', {
      protocol_id: protocol.id,
      text: '  ',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.text).toBe('Escreva uma mensagem ou anexe um arquivo.');
    const missing = await call<{ error: { fields: Record<string, string> } }>(t, supervisor, 'POST', '/message', {
      text: 'x',
    });
    expect(missing.body.error.fields.protocol_id).toBe('O campo protocolo é obrigatório.');
  });

  it('a supervisor answering a waiting protocol takes it', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11933330005' });
    await call(t, supervisor, 'POST', '/message', { protocol_id: protocol.id, text: 'Olá' });
    const detail = await call(t, supervisor, 'GET', `/protocol/${protocol.id}`);
    expect(detail.body).toMatchObject({ status: 2, user_name: 'Sérgio Supervisor' });
  });
});

describe('new protocol from the wizard', () => {
  it('an agent starts an outbound protocol with a first message; it awaits the customer', async () => {
    const created = await call(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 1,
      customer: { name: 'Carla', phone: '(21) 99876-5432' },
      text: 'Olá Carla, aqui é da Demo',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      status: 2,
      support: 2,
      origin: 'outbound',
      protocol_phone: '+5521998765432',
      last_message: 'Olá Carla, aqui é da Demo',
    });
  });

  it('with AI on, the protocol goes to the bot', async () => {
    const created = await call(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 1,
      ia: true,
      customer: { name: 'Bot Teste' },
    });
    expect(created.body).toMatchObject({ support: 1, status: 1, user_id: null, protocol_ia_enabled: true });
  });

  it('an agent cannot open a protocol in a department they are not in', async () => {
    const refused = await call<{ error: { fields: Record<string, string> } }>(t, operator1, 'POST', '/protocol', {
      id_department: 3,
      id_channel: 1,
      customer: { name: 'X', phone: '11999990000' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('id_department');
  });

  it('takes the same fields as multipart form data', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/protocol',
      token: operator1,
      ...multipart({
        id_department: '1',
        id_channel: '4',
        offline: 'true',
        customer: JSON.stringify({ name: 'Dora', email: 'dora@example.com' }),
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ origin: 'offline', status: 3, id_channel: 4 });
  });
});
