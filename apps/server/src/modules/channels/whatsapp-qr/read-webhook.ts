import { canonicalPhone } from '@contact/domain/channels';
import { whatsappQrStatusOf, type WhatsappQrStatus } from '@contact/domain/channels';
import type { DeliveryUpdate, InboundBatch, InboundMessage } from '../channel-adapter';

type Bag = Record<string, unknown>;

/** One call of the gateway: `{ event, instance, data, apikey? }` (Evolution API v2 webhooks). */
export type GatewayEvent = { event: string; instance: string | null; data: unknown; apikey: string | null };

const bag = (value: unknown): Bag => (typeof value === 'object' && value !== null ? (value as Bag) : {});
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function readGatewayEvent(rawBody: Buffer): GatewayEvent | null {
  let body: Bag;
  try {
    body = bag(JSON.parse(rawBody.toString('utf8')));
  } catch {
    return null;
  }
  const event = text(body.event);
  if (!event) return null;
  // With "webhook by events" the gateway spells events MESSAGES_UPSERT; the default is messages.upsert.
  return {
    event: event.toLowerCase().replace(/_/g, '.'),
    instance: text(body.instance),
    data: body.data,
    apikey: text(body.apikey),
  };
}

/** The status a connection or QR code event says the number is in, or null for other events. */
export function statusOfEvent(event: GatewayEvent): WhatsappQrStatus | null {
  if (event.event === 'qrcode.updated') return 'pairing';
  if (event.event === 'connection.update') return whatsappQrStatusOf(text(bag(event.data).state));
  return null;
}

const items = (data: unknown): Bag[] => (Array.isArray(data) ? data.map(bag) : [bag(data)]);

/** Only people's chats: groups (`@g.us`), broadcasts and newsletters are not conversations with a customer. */
const personalChat = /^(\d{8,15})@s\.whatsapp\.net$/;

function textOf(message: Bag): string | null {
  return text(message.conversation) ?? text(bag(message.extendedTextMessage).text);
}

function inboundOf(item: Bag): InboundMessage | null {
  const key = bag(item.key);
  const id = text(key.id);
  const chat = personalChat.exec(text(key.remoteJid) ?? '');
  const body = textOf(bag(item.message));
  if (!id || key.fromMe === true || !chat?.[1] || body === null) return null;
  const phone = canonicalPhone(`+${chat[1]}`);
  if (!phone) return null;
  return { externalId: id, customer: { name: text(item.pushName) ?? phone, phone }, text: body };
}

/** The gateway's receipt states (Baileys' acks) as delivery states. */
const receiptStates: Record<string, DeliveryUpdate['status']> = {
  SERVER_ACK: 'sent',
  DELIVERY_ACK: 'delivered',
  READ: 'read',
  PLAYED: 'read',
  ERROR: 'failed',
};

function receiptOf(item: Bag): DeliveryUpdate | null {
  const id = text(item.keyId) ?? text(bag(item.key).id);
  const status = receiptStates[text(item.status) ?? ''];
  if (!id || !status || item.fromMe === false) return null;
  return { externalId: id, status };
}

/** Customers' text messages (`messages.upsert`, not our own) and receipts (`messages.update`). */
export function batchOf(event: GatewayEvent): InboundBatch {
  if (event.event === 'messages.upsert')
    return { messages: items(event.data).flatMap((item) => inboundOf(item) ?? []), receipts: [] };
  if (event.event === 'messages.update')
    return { messages: [], receipts: items(event.data).flatMap((item) => receiptOf(item) ?? []) };
  return { messages: [], receipts: [] };
}
