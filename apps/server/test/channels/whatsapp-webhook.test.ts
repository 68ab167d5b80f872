import type { Message, Protocol } from '@contact/domain/protocols';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, messages } from '../../src/db/schema';
import type { DomainEvent } from '../../src/platform/events';
import { createTestApp, type TestApp } from '../helpers/app';
import { startGraphServer, type GraphServer } from '../helpers/graph-server';
import { call } from '../helpers/protocols';
import {
  configureWhatsapp,
  customerMessage,
  eventually,
  postWebhook,
  signatureOf,
  whatsappNumber,
} from '../helpers/whatsapp';

let t: TestApp;
let graph: GraphServer;
let admin: string;
let configurationId: number;
const events: DomainEvent[] = [];

beforeAll(async () => {
  graph = await startGraphServer({ accessToken: whatsappNumber.accessToken });
  t = await createTestApp({ WHATSAPP_GRAPH_URL: graph.url });
  admin = (await t.login('admin@demo.com.br')).token;
  configurationId = await configureWhatsapp(t, admin);
  t.app.events.subscribe((event) => events.push(event));
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

let sequence = 0;
const nextId = () => `wamid.HBgLNTUxMTk4NzY1NDMyMRUCABIYFDNBMT${(sequence += 1)}`;

/** The stored message of a provider id, once the inbound queue has read the webhook. */
const storedMessage = (externalId: string) =>
  eventually(async () => {
    const [row] = await t.db.select().from(messages).where(eq(messages.externalId, externalId)).limit(1);
    return row;
  }, `message ${externalId}`);

async function messagesOf(externalId: string) {
  return t.db.select().from(messages).where(eq(messages.externalId, externalId));
}

describe('GET /api/webhooks/whatsapp/<id>: Meta’s verification handshake', () => {
  it('answers hub.challenge as plain text when the verify token matches', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/webhooks/whatsapp/${configurationId}?hub.mode=subscribe&hub.verify_token=${whatsappNumber.verifyToken}&hub.challenge=1158201444`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe('1158201444');
  });

  it('refuses a wrong verify token with 403', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/webhooks/whatsapp/${configurationId}?hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1158201444`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('1158201444');
  });

  it('refuses a mode other than subscribe', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/webhooks/whatsapp/${configurationId}?hub.mode=unsubscribe&hub.verify_token=${whatsappNumber.verifyToken}&hub.challenge=1`,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/webhooks/whatsapp/<id>: signature, malformed bodies and replays', () => {
  it('stores a signed text message in Atendimento’s queue and tells the inbox in realtime', async () => {
    events.length = 0;
    const id = nextId();
    const response = await postWebhook(
      t,
      configurationId,
      customerMessage('5511987654321', 'Sheena Nelson', { id, type: 'text', text: { body: 'Tem em outra cor?' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    const stored = await storedMessage(id);
    expect(stored).toMatchObject({ direction: 'in', text: 'Tem em outra cor?', status: 'received', channelId: 2 });
    const { body: protocol } = await call<Protocol>(t, admin, 'GET', `/protocol/${stored.protocolId}`);
    expect(protocol).toMatchObject({
      id_channel: 2,
      department_id: 1,
      customer_name: 'Sheena Nelson',
      protocol_phone: '+5511987654321',
      user_id: null,
      last_message: 'Tem em outra cor?',
    });
    expect(protocol.last_inbound_at).not.toBeNull();
    const created = events.find((event) => event.type === 'message.created');
    expect(created).toMatchObject({ protocol: { id: stored.protocolId }, message: { text: 'Tem em outra cor?' } });
  });

  it('refuses a bad signature with 401 and stores nothing', async () => {
    const id = nextId();
    const body = JSON.stringify(customerMessage('5511912345678', 'Intruso', { id, type: 'text', text: { body: 'x' } }));
    const forged = await postWebhook(t, configurationId, body, { signature: signatureOf(body, 'another-secret') });
    expect(forged.statusCode).toBe(401);
    const missing = await postWebhook(t, configurationId, body, { signature: null });
    expect(missing.statusCode).toBe(401);
    const tampered = await postWebhook(t, configurationId, body.replace('"x"', '"y"'), {
      signature: signatureOf(body),
    });
    expect(tampered.statusCode).toBe(401);
    await t.app.jobs.runDue('channel-inbound');
    expect(await messagesOf(id)).toEqual([]);
    const [intruder] = await t.db.select().from(contacts).where(eq(contacts.phone, '+5511912345678'));
    expect(intruder).toBeUndefined();
  });

  it('acknowledges a signed but malformed body, stores nothing and keeps working', async () => {
    const before = await t.db.select({ id: messages.id }).from(messages);
    for (const body of ['{"object":"whatsapp_business_account","entry":[', '[]', '{"object":"page"}']) {
      const response = await postWebhook(t, configurationId, body);
      expect(response.statusCode).toBe(200);
    }
    await eventually(async () => (await t.app.jobs.runDue('channel-inbound')) === 0, 'the inbound queue to drain');
    expect(await t.db.select({ id: messages.id }).from(messages)).toHaveLength(before.length);
    const id = nextId();
    await postWebhook(
      t,
      configurationId,
      customerMessage('5511987654321', 'Sheena', { id, type: 'text', text: { body: 'Oi' } }),
    );
    await storedMessage(id);
  });

  it('a replayed webhook makes no second message', async () => {
    const id = nextId();
    const body = customerMessage('5511987654321', 'Sheena Nelson', { id, type: 'text', text: { body: 'Replay' } });
    await postWebhook(t, configurationId, body);
    await storedMessage(id);
    await postWebhook(t, configurationId, body);
    await postWebhook(t, configurationId, body);
    await eventually(async () => (await t.app.jobs.runDue('channel-inbound')) === 0, 'the inbound queue to drain');
    expect(await messagesOf(id)).toHaveLength(1);
  });

  it('is not found for a configuration that does not exist', async () => {
    const response = await postWebhook(
      t,
      999_999,
      customerMessage('5511987654321', 'x', { id: nextId(), type: 'text', text: { body: 'x' } }),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('several numbers of one Meta app sharing its callback URL', () => {
  /** A second number of the company: same app (secret) or another one. */
  async function anotherNumber(phoneNumberId: string, appSecret: string, departmentId: number) {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/whatsapp-oficial',
      token: admin,
      payload: {
        description: `WhatsApp ${phoneNumberId}`,
        phone: '(11) 3333-5555',
        ...whatsappNumber,
        phoneNumberId,
        appSecret,
        apiVersion: 'v21.0',
        departments: [departmentId],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>().id;
  }

  /** A customer's message to another number, posted to this configuration's URL. */
  const toNumber = (phoneNumberId: string, id: string, text: string) => {
    const body = customerMessage('5511955554444', 'Lia', { id, type: 'text', text: { body: text } });
    const change = body.entry[0]?.changes[0];
    if (change) change.value.metadata.phone_number_id = phoneNumberId;
    return body;
  };

  it('a message to a sibling number joins that number’s configuration and department', async () => {
    const sibling = await anotherNumber('106540352249999', whatsappNumber.appSecret, 2);
    const id = nextId();
    const response = await postWebhook(t, configurationId, toNumber('106540352249999', id, 'Pelo outro número'));
    expect(response.statusCode).toBe(200);
    const stored = await storedMessage(id);
    const { body: protocol } = await call<Protocol>(t, admin, 'GET', `/protocol/${stored.protocolId}`);
    expect(protocol).toMatchObject({ channel_config_id: sibling, department_id: 2, last_message: 'Pelo outro número' });
  });

  it('a number of another Meta app (another secret) is not reached through this URL', async () => {
    await anotherNumber('106540352247777', 'a-different-app-secret', 2);
    const id = nextId();
    await postWebhook(t, configurationId, toNumber('106540352247777', id, 'Outro app'));
    await eventually(async () => (await t.app.jobs.runDue('channel-inbound')) === 0, 'the inbound queue to drain');
    expect(await messagesOf(id)).toEqual([]);
  });
});

describe('customers and the Brazilian ninth digit', () => {
  it('a mobile with and without the ninth digit is one customer on one protocol', async () => {
    const withNinth = nextId();
    const withoutNinth = nextId();
    await postWebhook(
      t,
      configurationId,
      customerMessage('5521998887766', 'Carla', { id: withNinth, type: 'text', text: { body: 'Primeira' } }),
    );
    const first = await storedMessage(withNinth);
    await postWebhook(
      t,
      configurationId,
      customerMessage('552198887766', 'Carla', { id: withoutNinth, type: 'text', text: { body: 'Segunda' } }),
    );
    const second = await storedMessage(withoutNinth);
    expect(second.protocolId).toBe(first.protocolId);
    const carla = await t.db
      .select()
      .from(contacts)
      .where(and(eq(contacts.phone, '+5521998887766')));
    expect(carla).toHaveLength(1);
    expect(await t.db.select().from(contacts).where(eq(contacts.phone, '+552198887766'))).toEqual([]);
  });
});

describe('what a customer can send', () => {
  const from = '5531977776666';

  async function receive(message: Record<string, unknown>) {
    const id = nextId();
    const response = await postWebhook(t, configurationId, customerMessage(from, 'Davi', { id, ...message }));
    expect(response.statusCode).toBe(200);
    const row = await storedMessage(id);
    const page = await call<{ messages: Message[] }>(t, admin, 'GET', `/message/${row.protocolId}`);
    return { row, wire: page.body.messages.find((item) => item.message_id === row.id) };
  }

  it('an image is fetched from the Graph API with the token and kept as an attachment', async () => {
    const picture = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
    graph.addMedia('1234567890', picture, 'image/jpeg');
    const { row, wire } = await receive({
      type: 'image',
      image: { caption: 'Nota fiscal', mime_type: 'image/jpeg', sha256: 'abc', id: '1234567890' },
    });
    expect(row.text).toBe('Nota fiscal');
    expect(wire?.attachments).toEqual([
      expect.objectContaining({ name: 'image.jpg', type: 'image/jpeg', size: picture.length }),
    ]);
    const file = await t.request({ method: 'GET', url: wire?.attachments[0]?.url ?? '' });
    expect(file.rawPayload.equals(picture)).toBe(true);
    const fetches = graph.calls.filter((item) => item.path.endsWith('1234567890'));
    expect(fetches.map((item) => item.authorization)).toEqual([
      `Bearer ${whatsappNumber.accessToken}`,
      `Bearer ${whatsappNumber.accessToken}`,
    ]);
  });

  it('audio, video, document and sticker are kept with their files', async () => {
    const files = [
      { type: 'audio', id: '2001', mime: 'audio/ogg', extra: { voice: true }, name: 'audio.ogg' },
      { type: 'video', id: '2002', mime: 'video/mp4', extra: {}, name: 'video.mp4' },
      { type: 'document', id: '2003', mime: 'application/pdf', extra: { filename: 'boleto.pdf' }, name: 'boleto.pdf' },
      { type: 'sticker', id: '2004', mime: 'image/webp', extra: { animated: false }, name: 'sticker.webp' },
    ];
    for (const file of files) {
      graph.addMedia(file.id, Buffer.from(`${file.type}-bytes`), file.mime);
      const { wire } = await receive({
        type: file.type,
        [file.type]: { id: file.id, mime_type: file.mime, sha256: 'abc', ...file.extra },
      });
      expect(wire?.attachments).toEqual([expect.objectContaining({ name: file.name, type: file.mime })]);
    }
  });

  it('a location shows its name, address and a map link', async () => {
    const { row } = await receive({
      type: 'location',
      location: { latitude: -23.5613, longitude: -46.6565, name: 'MASP', address: 'Av. Paulista, 1578' },
    });
    expect(row.text).toBe('MASP\nAv. Paulista, 1578\nhttps://maps.google.com/?q=-23.5613,-46.6565');
    expect(row.meta).toMatchObject({ location: { latitude: -23.5613, longitude: -46.6565 } });
  });

  it('shared contacts show their names and phones', async () => {
    const { row } = await receive({
      type: 'contacts',
      contacts: [
        {
          name: { formatted_name: 'Ana Souza', first_name: 'Ana' },
          phones: [{ phone: '+55 11 91234-5678', type: 'CELL', wa_id: '5511912345678' }],
        },
      ],
    });
    expect(row.text).toBe('Ana Souza · +55 11 91234-5678');
    expect(row.meta).toMatchObject({ contacts: [{ name: 'Ana Souza', phones: ['+55 11 91234-5678'] }] });
  });

  it('interactive button and list replies and template buttons show the choice', async () => {
    const button = await receive({
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'sim', title: 'Sim, confirmo' } },
    });
    expect(button.row.text).toBe('Sim, confirmo');
    expect(button.row.meta).toMatchObject({ reply: { kind: 'button_reply', id: 'sim' } });
    const list = await receive({
      type: 'interactive',
      interactive: { type: 'list_reply', list_reply: { id: 'boleto', title: '2ª via de boleto', description: 'PDF' } },
    });
    expect(list.row.text).toBe('2ª via de boleto');
    const templateButton = await receive({ type: 'button', button: { payload: 'PARAR', text: 'Parar promoções' } });
    expect(templateButton.row.text).toBe('Parar promoções');
    expect(templateButton.row.meta).toMatchObject({ reply: { kind: 'button', id: 'PARAR' } });
  });
});
