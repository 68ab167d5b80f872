import type { Message, Protocol } from '@contact/domain/protocols';
import { customerTypingEvent, widgetEvents, type WidgetMessage } from '@contact/domain/widget';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { record, socketFactory } from '../helpers/sockets';
import { demoWidget, openCustomerSocket, setOpen } from './widget-helpers';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let sockets: Awaited<ReturnType<typeof socketFactory>>;
let url: string;
let widget: { id: number; key: string };
let supervisor: string;
const customerSockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  sockets = await socketFactory(t);
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  widget = await demoWidget(t);
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  await setOpen(t, true);
});
afterAll(async () => {
  for (const socket of customerSockets) socket.disconnect();
  sockets.closeAll();
  await t.close();
});

let address = 0;
/** Each customer comes from their own address, so the per-address limits stay apart. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;

async function startCustomer(email: string, name = 'Cliente Widget') {
  const response = await t.request({
    method: 'POST',
    url: `/api/v1/widget/${widget.key}/conversation`,
    headers: { 'x-forwarded-for': nextAddress() },
    payload: { name, email },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

async function customerSays(token: string, text: string, clientId: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/widget/messages',
    token,
    payload: { text, client_id: clientId },
  });
  return { status: response.statusCode, body: response.json<WidgetMessage>() };
}

async function conversation(token: string, query = '') {
  const response = await t.request({ method: 'GET', url: `/api/v1/widget/messages${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ messages: WidgetMessage[]; hasMore: boolean }>().messages;
}

async function customerSocket(token: string, origin?: string) {
  const opened = await openCustomerSocket(url, token, origin);
  customerSockets.push(opened.socket);
  return opened;
}

describe('widget configuration', () => {
  it('answers the public configuration by the embed key', async () => {
    const response = await t.request({ method: 'GET', url: `/api/v1/widget/${widget.key}/config` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Site principal',
      title: 'Fale com a gente',
      color: '#1c7ed6',
      position: 'right',
      open: true,
      messages: { welcome: 'Olá! Bem-vindo ao atendimento da Demo.' },
    });
    expect(response.body).not.toContain(widget.key);
  });

  it('answers 404 for an unknown key', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/widget/nao-existe-esta-chave/config' });
    expect(response.statusCode).toBe(404);
  });
});

describe('pre-chat form', () => {
  it('asks for an e-mail or a phone, naming both fields, in the page language', async () => {
    const post = (language: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/widget/${widget.key}/conversation`,
        headers: { 'accept-language': language, 'x-forwarded-for': nextAddress() },
        payload: { name: 'Ana', email: '', phone: '' },
      });
    const portuguese = await post('pt-BR');
    expect(portuguese.statusCode).toBe(400);
    expect(portuguese.json().error.fields).toEqual({
      email: 'Informe um e-mail ou um telefone.',
      phone: 'Informe um e-mail ou um telefone.',
    });
    const argentine = await post('es-AR');
    expect(argentine.json().error.fields.email).toBe('Ingresá un correo electrónico o un teléfono.');
  });

  it('refuses a bad phone and a missing name', async () => {
    const response = await t.request({
      method: 'POST',
      url: `/api/v1/widget/${widget.key}/conversation`,
      headers: { 'x-forwarded-for': nextAddress() },
      payload: { name: '', phone: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['name', 'phone']);
  });

  it('gives a customer token that is not a staff token', async () => {
    const token = await startCustomer('token@cliente.com');
    const staff = await t.request({ method: 'GET', url: '/api/v1/authentication/me', token });
    expect(staff.statusCode).toBe(401);
    const { outcome } = await sockets.open(token).then(
      () => ({ outcome: 'connected' }),
      (error: Error) => ({ outcome: error.message }),
    );
    expect(outcome).toBe('unauthenticated');
  });
});

describe('conversation', () => {
  it("a customer's message opens a protocol in the queue that the agents see live", async () => {
    const watcher = await sockets.open(supervisor);
    expect(await sockets.join(watcher, 'list:all')).toBe(true);
    const updates = record<Protocol>(watcher, 'protocol:update');
    const token = await startCustomer('fila@cliente.com', 'Fila Cliente');
    const sent = await customerSays(token, 'Olá, quero ajuda com meu pedido', 'first-message-0001');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      mine: true,
      text: 'Olá, quero ajuda com meu pedido',
      client_id: 'first-message-0001',
    });
    await vi.waitFor(() =>
      expect(updates.find((protocol) => protocol.id_channel === 1 && protocol.user_id === null)).toBeDefined(),
    );
    const protocol = updates.find((item) => item.id_channel === 1)!;
    expect(protocol.status).toBe(1);
    expect(protocol.department_id).toBeGreaterThan(0);
  });

  it("an agent's reply reaches the customer's socket, and the customer's receipt reaches the agent", async () => {
    const token = await startCustomer('resposta@cliente.com');
    const { socket, outcome } = await customerSocket(token);
    expect(outcome).toBe('connected');
    const received = record<WidgetMessage>(socket, widgetEvents.message);
    const first = await customerSays(token, 'Alguém pode me atender?', 'reply-test-00001');
    const protocolId = await protocolOf(first.body.id);

    const agent = await sockets.open(supervisor);
    expect(await sockets.join(agent, `protocol:${protocolId}`)).toBe(true);
    const agentMessages = record<Message>(agent, 'message:new');
    const typing = record<{ protocol_id: number; typing: boolean }>(agent, customerTypingEvent);
    const reply = await t.request({
      method: 'POST',
      url: '/api/v1/message',
      token: supervisor,
      payload: { protocol_id: protocolId, text: 'Claro! Como posso ajudar?' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await vi.waitFor(() =>
      expect(received.find((message) => message.text === 'Claro! Como posso ajudar?')).toMatchObject({
        mine: false,
        author: 'agent',
        status: 'sent',
      }),
    );
    const answer = received.find((message) => message.text === 'Claro! Como posso ajudar?')!;
    socket.emit(widgetEvents.seen, { ids: [answer.id], status: 'delivered' });
    await vi.waitFor(() =>
      expect(agentMessages.filter((message) => message.message_id === answer.id).at(-1)?.status).toBe('delivered'),
    );
    socket.emit(widgetEvents.typing, true);
    await vi.waitFor(() => expect(typing).toContainEqual({ protocol_id: protocolId, typing: true }));
  });

  it("someone typing another customer's e-mail gets their own conversation and never hears theirs", async () => {
    const owner = await startCustomer('dona@cliente.com');
    const stranger = await startCustomer('dona@cliente.com');
    const { socket: strangerSocket } = await customerSocket(stranger);
    const strangerHears = record<WidgetMessage>(strangerSocket, widgetEvents.message);
    const ownerMessage = await customerSays(owner, 'Meu cartão final 1234 foi bloqueado', 'owner-client-0001');
    const strangerMessage = await customerSays(stranger, 'Oi', 'stranger-client-01');
    const ownerProtocol = await protocolOf(ownerMessage.body.id);
    expect(await protocolOf(strangerMessage.body.id)).not.toBe(ownerProtocol);
    await t.request({
      method: 'POST',
      url: '/api/v1/message',
      token: supervisor,
      payload: { protocol_id: ownerProtocol, text: 'Seu cartão foi desbloqueado' },
    });
    await vi.waitFor(async () =>
      expect((await conversation(owner)).map((message) => message.text)).toContain('Seu cartão foi desbloqueado'),
    );
    const strangerReads = (await conversation(stranger)).map((message) => message.text);
    expect(strangerReads).not.toContain('Seu cartão foi desbloqueado');
    expect(strangerReads).not.toContain('Meu cartão final 1234 foi bloqueado');
    expect(strangerHears.map((message) => message.text)).not.toContain('Seu cartão foi desbloqueado');
  });

  it('a retried send never doubles the message', async () => {
    const token = await startCustomer('retry@cliente.com');
    const first = await customerSays(token, 'Mensagem única', 'retry-client-id-1');
    const again = await customerSays(token, 'Mensagem única', 'retry-client-id-1');
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const texts = (await conversation(token)).filter((message) => message.text === 'Mensagem única');
    expect(texts).toHaveLength(1);
  });

  it('after a reconnect the widget reads exactly the messages after its last one', async () => {
    const token = await startCustomer('reconexao@cliente.com');
    const first = await customerSays(token, 'um', 'reconnect-msg-01');
    await customerSays(token, 'dois', 'reconnect-msg-02');
    await customerSays(token, 'três', 'reconnect-msg-03');
    // The company's automatic answer to the first message is part of the conversation too.
    const own = (list: WidgetMessage[]) => list.filter((message) => message.mine).map((message) => message.text);
    const after = await conversation(token, `?after=${first.body.id}`);
    expect(after.every((message) => message.id > first.body.id)).toBe(true);
    expect(own(after)).toEqual(['dois', 'três']);
    const page = await conversation(token, '?limit=2');
    expect(own(page)).toEqual(['dois', 'três']);
    const older = await conversation(token, `?before=${page[0]!.id}`);
    expect(own(older)).toEqual(['um']);
  });

  it('sends a file as multipart; it is kept and served at its address', async () => {
    const token = await startCustomer('anexo@cliente.com');
    const content = Buffer.from('%PDF-1.4 comprovante');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/widget/messages',
      token,
      ...multipart(
        { client_id: 'attachment-test-01', text: 'Segue o comprovante' },
        { name: 'comprovante.pdf', type: 'application/pdf', content },
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    const message = response.json<WidgetMessage>();
    expect(message.text).toBe('Segue o comprovante');
    expect(message.attachments).toEqual([
      expect.objectContaining({ name: 'comprovante.pdf', type: 'application/pdf', size: content.length }),
    ]);
    const file = await t.request({ method: 'GET', url: message.attachments[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(content)).toBe(true);
  });

  it('refuses an empty message and a missing customer token', async () => {
    const token = await startCustomer('vazio@cliente.com');
    const empty = await customerSays(token, '   ', 'empty-message-01');
    expect(empty.status).toBe(400);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/v1/widget/messages',
      payload: { text: 'oi', client_id: 'anonymous-00001' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

async function protocolOf(messageId: number): Promise<number> {
  const [row] = await t.db.select().from(messages).where(eq(messages.id, messageId));
  if (!row) throw new Error('message not stored');
  return row.protocolId;
}
