import { clientEvents, protocolEvents } from '@contact/domain/realtime';
import { widgetEvents, type WidgetMessage } from '@contact/domain/widget';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { record, socketFactory } from '../helpers/sockets';
import { demoWidget, openCustomerSocket, setOpen } from './widget-helpers';

let t: TestApp;
let sockets: Awaited<ReturnType<typeof socketFactory>>;
let url: string;
let widget: { id: number; key: string };
let supervisor: string;
let operator: string;
const customerSockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  sockets = await socketFactory(t);
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  widget = await demoWidget(t);
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator = (await t.login('operador1@demo.com.br')).token;
  await setOpen(t, true);
});
afterAll(async () => {
  for (const socket of customerSockets) socket.disconnect();
  sockets.closeAll();
  await t.close();
});

let address = 0;
const nextAddress = () => `10.1.0.${++address}`;

/** A widget customer who has written once: their socket and the protocol that message opened. */
async function customerWithProtocol(email: string) {
  const started = await t.request({
    method: 'POST',
    url: `/api/v1/widget/${widget.key}/conversation`,
    headers: { 'x-forwarded-for': nextAddress() },
    payload: { name: 'Cliente Digitando', email },
  });
  expect(started.statusCode, started.body).toBe(200);
  const token = started.json<{ token: string }>().token;
  const { socket, outcome } = await openCustomerSocket(url, token);
  customerSockets.push(socket);
  expect(outcome).toBe('connected');
  const sent = await t.request({
    method: 'POST',
    url: '/api/v1/widget/messages',
    token,
    payload: { text: 'Olá, preciso de ajuda', client_id: `typing-${email.split('@')[0]}` },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [row] = await t.db
    .select({ protocolId: messages.protocolId })
    .from(messages)
    .where(eq(messages.id, sent.json<WidgetMessage>().id));
  return { socket, protocolId: row!.protocolId };
}

const agentTypes = (socket: Socket, protocolId: number, typing: boolean) =>
  socket.emitWithAck(clientEvents.typing, { protocol_id: protocolId, typing }) as Promise<boolean>;

describe('typing indicators between the widget and the inbox', () => {
  it("the customer's typing reaches the agents following the protocol, started and stopped", async () => {
    const customer = await customerWithProtocol('digita@cliente.com');
    const agent = await sockets.open(supervisor);
    expect(await sockets.join(agent, `protocol:${customer.protocolId}`)).toBe(true);
    const heard = record<{ protocol_id: number; typing: boolean }>(agent, protocolEvents.customerTyping);
    customer.socket.emit(widgetEvents.typing, true);
    await vi.waitFor(() => expect(heard).toEqual([{ protocol_id: customer.protocolId, typing: true }]));
    customer.socket.emit(widgetEvents.typing, false);
    await vi.waitFor(() => expect(heard.at(-1)).toEqual({ protocol_id: customer.protocolId, typing: false }));
  });

  it("an agent who may see the protocol makes the customer's widget show typing, then stop", async () => {
    const customer = await customerWithProtocol('ve-digitar@cliente.com');
    const shown = record<{ typing: boolean }>(customer.socket, widgetEvents.agentTyping);
    const agent = await sockets.open(supervisor);
    expect(await agentTypes(agent, customer.protocolId, true)).toBe(true);
    await vi.waitFor(() => expect(shown).toEqual([{ typing: true }]));
    expect(await agentTypes(agent, customer.protocolId, false)).toBe(true);
    await vi.waitFor(() => expect(shown).toEqual([{ typing: true }, { typing: false }]));
  });

  it('an operator who may not see the protocol cannot make the customer see typing', async () => {
    const customer = await customerWithProtocol('alheio@cliente.com');
    const shown = record<{ typing: boolean }>(customer.socket, widgetEvents.agentTyping);
    const stranger = await sockets.open(operator);
    expect(await agentTypes(stranger, customer.protocolId, true)).toBe(false);
    // Once the refusal is acknowledged, a later allowed event arrives alone on the same customer socket.
    const agent = await sockets.open(supervisor);
    expect(await agentTypes(agent, customer.protocolId, false)).toBe(true);
    await vi.waitFor(() => expect(shown).toEqual([{ typing: false }]));
  });

  it('a malformed or unknown protocol is refused and reaches nobody', async () => {
    const customer = await customerWithProtocol('malformado@cliente.com');
    const shown = record<{ typing: boolean }>(customer.socket, widgetEvents.agentTyping);
    const agent = await sockets.open(supervisor);
    expect(await agentTypes(agent, 99_999_999, true)).toBe(false);
    expect(await agent.emitWithAck(clientEvents.typing, { protocol_id: String(customer.protocolId), typing: 1 })).toBe(
      false,
    );
    expect(await agentTypes(agent, customer.protocolId, false)).toBe(true);
    await vi.waitFor(() => expect(shown).toEqual([{ typing: false }]));
  });
});
