import type { Message } from '@contact/domain/protocols';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, messages, protocols } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { startEvolutionGateway, type EvolutionGateway } from '../helpers/evolution-gateway';
import { call } from '../helpers/protocols';
import { record, socketFactory } from '../helpers/sockets';
import { eventually } from '../helpers/whatsapp';
import { multipart } from '../helpers/multipart';

const apiKey = 'evolution-key-for-tests';

let t: TestApp;
let gateway: EvolutionGateway;
let sockets: Awaited<ReturnType<typeof socketFactory>>;
let admin: string;
let supervisor: string;
let host: string;
let configurationId: number;
let instance: string;

beforeAll(async () => {
  gateway = await startEvolutionGateway({ apiKey });
  t = await createTestApp();
  sockets = await socketFactory(t);
  const address = t.app.server.address();
  host = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = (await t.login('admin@demo.com.br')).token;
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  const saved = await t.request({
    method: 'POST',
    url: '/api/v1/settings/whatsapp-qr-code',
    token: admin,
    payload: {
      description: 'WhatsApp do balcão',
      phone: '(11) 3333-5555',
      department: 1,
      gatewayUrl: gateway.url,
      apiKey,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`whatsapp-qr-code: ${saved.body}`);
  configurationId = saved.json<{ id: number }>().id;
  instance = `contact-qr-${configurationId}`;
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
  await gateway.close();
});

type Connection = { status: string; qr: string | null; pairing_code: string | null };
type Refusal = { error: { code: string; message: string } };

const pairing = (action: 'connect' | 'connection' | 'disconnect', token = admin, id = configurationId) =>
  t.request({
    method: action === 'connection' ? 'GET' : 'POST',
    url: `/api/v1/settings/whatsapp-qr-code/${id}/${action}`,
    token,
    headers: { host },
  });

const storedStatus = async () => {
  const response = await t.request({
    method: 'GET',
    url: `/api/v1/settings/whatsapp-qr-code/${configurationId}`,
    token: admin,
  });
  return response.json<{ status: string | null }>().status;
};

const messageWith = async (externalId: string) =>
  (await t.db.select().from(messages).where(eq(messages.externalId, externalId)))[0];

describe('pairing a WhatsApp number by QR code through the gateway', () => {
  let backoffice: Socket;
  let changes: { section: string; id: number; status: string }[];

  beforeAll(async () => {
    backoffice = await sockets.open(admin);
    await sockets.join(backoffice, 'backoffice');
    changes = record(backoffice, 'channel:connection');
  });

  it('is for administrators only, and a record that does not exist is not found', async () => {
    expect((await pairing('connect', supervisor)).statusCode).toBe(403);
    expect((await pairing('connection', supervisor)).statusCode).toBe(403);
    expect((await pairing('connect', admin, 999_999)).statusCode).toBe(404);
    expect(gateway.calls).toEqual([]);
  });

  it('creates the instance with this configuration’s webhook and answers the QR code to scan', async () => {
    const response = await pairing('connect');
    expect(response.statusCode).toBe(200);
    const body = response.json<Connection>();
    expect(body.status).toBe('pairing');
    expect(body.qr).toMatch(/^data:image\/png;base64,/);
    expect(body.pairing_code).toBe('WZYEH1YY');
    const create = gateway.calls.find((item) => item.path === '/instance/create');
    expect(create).toMatchObject({
      method: 'POST',
      apikey: apiKey,
      body: {
        instanceName: instance,
        qrcode: true,
        integration: 'WHATSAPP-BAILEYS',
        webhook: {
          url: `http://${host}/api/webhooks/whatsapp-qr/${configurationId}`,
          events: expect.arrayContaining(['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPSERT', 'MESSAGES_UPDATE']),
        },
      },
    });
    expect(await storedStatus()).toBe('pairing');
    // Asking again while pairing reuses the instance and gets a fresh QR code.
    const again = await pairing('connection');
    expect(again.json<Connection>()).toMatchObject({ status: 'pairing', qr: expect.stringMatching(/^data:image/) });
    expect(gateway.calls.filter((item) => item.path === '/instance/create')).toHaveLength(1);
  });

  it('turns connected, live, when the phone scans the code', async () => {
    const answer = await gateway.scan(instance);
    expect(answer.status).toBe(200);
    await eventually(async () => (await storedStatus()) === 'connected', 'the record to be connected');
    await eventually(async () => changes.some((change) => change.status === 'connected'), 'the realtime change');
    expect(changes.at(-1)).toEqual({ section: 'whatsapp-qr-code', id: configurationId, status: 'connected' });
    expect((await pairing('connection')).json<Connection>()).toEqual({
      status: 'connected',
      qr: null,
      pairing_code: null,
    });
  });
});

describe('messages through a paired number', () => {
  let protocolId: number;

  it('a customer’s message opens a protocol on this configuration, once however often it is delivered', async () => {
    const sent = await gateway.customerWrites(instance, {
      from: '5511987650001',
      name: 'Marina Souza',
      text: 'Vocês abrem sábado?',
      id: '3EB0CUSTOMER0001',
    });
    expect(sent.status).toBe(200);
    const stored = await eventually(() => messageWith('3EB0CUSTOMER0001'), 'the inbound message');
    expect(stored.text).toBe('Vocês abrem sábado?');
    const [protocol] = await t.db.select().from(protocols).where(eq(protocols.id, stored.protocolId));
    expect(protocol).toMatchObject({
      channelId: 2,
      channelConfigId: configurationId,
      channelConfigSection: 'whatsapp-qr-code',
    });
    const [contact] = await t.db
      .select()
      .from(contacts)
      .where(eq(contacts.id, protocol?.contactId ?? 0));
    expect(contact).toMatchObject({ name: 'Marina Souza', phone: '+5511987650001' });
    protocolId = stored.protocolId;

    await gateway.customerWrites(instance, {
      from: '5511987650001',
      name: 'Marina Souza',
      text: 'Vocês abrem sábado?',
      id: '3EB0CUSTOMER0001',
    });
    await eventually(async () => (await t.app.jobs.runDue('channel-inbound')) === 0, 'the inbound queue to drain');
    expect(await t.db.select().from(messages).where(eq(messages.externalId, '3EB0CUSTOMER0001'))).toHaveLength(1);
  });

  it('an agent’s reply goes out through sendText with the number and text, and receipts move it on', async () => {
    const reply = await call<Message>(t, supervisor, 'POST', '/message', {
      protocol_id: protocolId,
      text: 'Abrimos das 9h às 13h.',
    });
    expect(reply.status).toBe(200);
    const row = await eventually(async () => {
      const current = (await t.db.select().from(messages).where(eq(messages.id, reply.body.message_id)))[0];
      return current?.status === 'sent' ? current : null;
    }, 'the reply to be sent');
    const send = gateway.calls.find((item) => item.body?.text === 'Abrimos das 9h às 13h.');
    expect(send).toMatchObject({
      method: 'POST',
      path: `/message/sendText/${instance}`,
      apikey: apiKey,
      body: { number: '5511987650001', text: 'Abrimos das 9h às 13h.' },
    });
    expect(row.externalId).toMatch(/^3EB0/);

    await gateway.receipt(instance, row.externalId ?? '', 'DELIVERY_ACK');
    await eventually(async () => (await messageWith(row.externalId ?? ''))?.status === 'delivered', 'delivered');
    await gateway.receipt(instance, row.externalId ?? '', 'READ');
    await eventually(async () => (await messageWith(row.externalId ?? ''))?.status === 'read', 'read');
  });

  it('is not bound by the Cloud API’s 24-hour window: an agent writes freely a day later', async () => {
    await t.db
      .update(protocols)
      .set({ lastInboundAt: new Date(Date.now() - 30 * 60 * 60 * 1000) })
      .where(eq(protocols.id, protocolId));
    const reply = await call<Message>(t, supervisor, 'POST', '/message', {
      protocol_id: protocolId,
      text: 'Passando para confirmar: tudo certo com o pedido?',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { body: protocol } = await call<{ channel_config_section: string }>(
      t,
      supervisor,
      'GET',
      `/protocol/${protocolId}`,
    );
    expect(protocol.channel_config_section).toBe('whatsapp-qr-code');
  });

  it('a file is not sent: the message fails with the reason the agent reads', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/message',
      token: supervisor,
      ...multipart(
        { protocol_id: protocolId },
        { name: 'boleto.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 boleto') },
      ),
    });
    expect(response.statusCode).toBe(200);
    const failed = await eventually(async () => {
      const current = (
        await t.db.select().from(messages).where(eq(messages.id, response.json<Message>().message_id))
      )[0];
      return current?.status === 'failed' ? current : null;
    }, 'the file to fail');
    expect(failed.failureReason).toBe('errors.attachmentsNotSupported');
    expect(gateway.calls.filter((item) => item.path.startsWith('/message/') && item.body?.text === '')).toEqual([]);
  });

  it('refuses a webhook with another API key: 401 and nothing stored', async () => {
    const refused = await gateway.customerWrites(
      instance,
      { from: '5511987650002', name: 'Intrusa', text: 'Oi', id: '3EB0INTRUDER0001' },
      'not-the-key',
    );
    expect(refused.status).toBe(401);
    await eventually(async () => (await t.app.jobs.runDue('channel-inbound')) === 0, 'the inbound queue to drain');
    expect(await messageWith('3EB0INTRUDER0001')).toBeUndefined();
  });
});

describe('when the gateway fails', () => {
  it('answers 502 with the gateway’s own words, never a 500', async () => {
    gateway.fail(500, 'Baileys socket closed unexpectedly');
    try {
      const response = await pairing('connection');
      expect(response.statusCode).toBe(502);
      const body = response.json<Refusal>();
      expect(body.error.code).toBe('bad_gateway');
      expect(body.error.message).toBe('O gateway do WhatsApp respondeu: Baileys socket closed unexpectedly');
    } finally {
      gateway.recover();
    }
  });

  it('answers 502 with the reason when nothing answers at the gateway’s address', async () => {
    const closed = await startEvolutionGateway({ apiKey });
    await closed.close();
    const saved = await t.request({
      method: 'POST',
      url: '/api/v1/settings/whatsapp-qr-code',
      token: admin,
      payload: { description: 'Sem gateway', phone: '(11) 3333-6666', department: 1, gatewayUrl: closed.url, apiKey },
    });
    const response = await pairing('connect', admin, saved.json<{ id: number }>().id);
    expect(response.statusCode).toBe(502);
    expect(response.json<Refusal>().error.message).toMatch(/^O gateway do WhatsApp respondeu: .*ECONNREFUSED/);
  });
});

describe('disconnecting', () => {
  it('logs the number out at the gateway and keeps it disconnected', async () => {
    const response = await pairing('disconnect');
    expect(response.statusCode).toBe(200);
    expect(response.json<Connection>()).toEqual({ status: 'disconnected', qr: null, pairing_code: null });
    expect(gateway.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/instance/logout/${instance}`,
      apikey: apiKey,
    });
    expect(await storedStatus()).toBe('disconnected');
  });
});
