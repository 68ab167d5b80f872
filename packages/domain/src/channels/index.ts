import { z } from 'zod';

/**
 * The channel catalogue with the spec's ids (protocol-inbox §3). `customerKey` is the
 * customer datum that identifies the customer on that channel; the wire names the spec
 * shows for it are `customer_phome` (WhatsApp) and `customer_email` (e-mail).
 */
export const channels = [
  { id: 1, name: 'chat', customerKey: null },
  { id: 2, name: 'whatsapp', customerKey: 'phone' },
  { id: 3, name: 'sms', customerKey: 'phone' },
  { id: 4, name: 'email', customerKey: 'email' },
  { id: 5, name: 'messenger', customerKey: 'email' },
  { id: 6, name: 'phone', customerKey: 'phone' },
  { id: 7, name: 'video', customerKey: null },
  { id: 8, name: 'instagram_chat', customerKey: 'email' },
  { id: 9, name: 'telegram', customerKey: 'phone' },
  { id: 10, name: 'complaint_site', customerKey: null },
  { id: 11, name: 'landing_page', customerKey: null },
  { id: 12, name: 'rcs', customerKey: 'phone' },
  { id: 13, name: 'consumer_portal', customerKey: null },
  { id: 14, name: 'google_chat', customerKey: null },
  { id: 15, name: 'youtube', customerKey: null },
  { id: 16, name: 'inbot_chat', customerKey: null },
  { id: 17, name: 'slack', customerKey: null },
] as const;

export type Channel = (typeof channels)[number];
export type ChannelId = Channel['id'];
export type ChannelName = Channel['name'];
export type CustomerKey = 'phone' | 'email';

export const channelIds = channels.map((channel) => channel.id) as ChannelId[];
export const channelIdSchema = z
  .number()
  .int()
  .refine((value): value is ChannelId => (channelIds as number[]).includes(value), {
    message: 'validation.invalidOption',
  });

export const channelIdByName = Object.fromEntries(channels.map((channel) => [channel.name, channel.id])) as {
  [C in Channel as C['name']]: C['id'];
};

export function channelById(id: number): Channel | undefined {
  return channels.find((channel) => channel.id === id);
}

/** The spec's wire name of a channel's customer key. */
export const customerKeyWireNames: Record<ChannelName, string | null> = {
  chat: null,
  whatsapp: 'customer_phome',
  sms: 'phone',
  email: 'customer_email',
  messenger: 'email',
  phone: 'phone',
  video: null,
  instagram_chat: 'email',
  telegram: 'phone',
  complaint_site: null,
  landing_page: null,
  rcs: 'phone',
  consumer_portal: null,
  google_chat: null,
  youtube: null,
  inbot_chat: null,
  slack: null,
};

export { canonicalPhone, displayPhone, phoneDigits } from './phone';
export * from './configurations';
export * from './webhooks';
export * from './whatsapp-window';
export * from './email';
export * from './whatsapp-qr';
export { storable } from './storable';
