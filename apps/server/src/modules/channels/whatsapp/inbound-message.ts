import { canonicalPhone } from '@contact/domain/channels';
import type { InboundMessage } from '../channel-adapter';
import type { CloudMessage, CloudValue } from './webhook-payload';

/** The kinds of media WhatsApp delivers as a file to fetch. */
export const mediaKinds = ['image', 'audio', 'video', 'document', 'sticker'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export const mediaOf = (message: CloudMessage) => {
  const kind = mediaKinds.find((item) => item === message.type);
  const media = kind ? message[kind] : undefined;
  return kind && media ? { kind, ...media } : null;
};

const mapsLink = (latitude: number, longitude: number) => `https://maps.google.com/?q=${latitude},${longitude}`;

/**
 * The text and channel data of one WhatsApp message, without its file; null for kinds the
 * inbox does not show (reactions, system notices, unsupported).
 */
export function contentOf(message: CloudMessage): { text: string; meta: Record<string, unknown> } | null {
  const base = { whatsappType: message.type };
  if (message.type === 'text' && message.text) return { text: message.text.body, meta: base };
  const media = mediaOf(message);
  if (media) return { text: media.caption ?? '', meta: { ...base, mediaId: media.id } };
  if (message.type === 'location' && message.location) {
    const { latitude, longitude, name, address } = message.location;
    const text = [name, address, mapsLink(latitude, longitude)].filter(Boolean).join('\n');
    return { text, meta: { ...base, location: { latitude, longitude, name: name ?? null, address: address ?? null } } };
  }
  if (message.type === 'contacts' && message.contacts) {
    const cards = message.contacts.map((card) => ({
      name: card.name?.formatted_name ?? '',
      phones: (card.phones ?? []).flatMap((phone) => (phone.phone ? [phone.phone] : [])),
      emails: (card.emails ?? []).flatMap((email) => (email.email ? [email.email] : [])),
    }));
    const text = cards
      .map((card) => [card.name, ...card.phones, ...card.emails].filter(Boolean).join(' · '))
      .join('\n');
    return { text, meta: { ...base, contacts: cards } };
  }
  if (message.type === 'interactive' && message.interactive) {
    const reply = message.interactive.button_reply ?? message.interactive.list_reply;
    if (!reply) return null;
    return {
      text: reply.title,
      meta: { ...base, reply: { kind: message.interactive.type, id: reply.id, title: reply.title } },
    };
  }
  if (message.type === 'button' && message.button) {
    return {
      text: message.button.text,
      meta: { ...base, reply: { kind: 'button', id: message.button.payload ?? null, title: message.button.text } },
    };
  }
  return null;
}

/** The customer of a message: the profile name WhatsApp sends beside it, the phone from `from` (wa_id). */
export function customerOf(value: CloudValue, message: CloudMessage): InboundMessage['customer'] {
  const phone = canonicalPhone(`+${message.from}`) ?? `+${message.from}`;
  const profile = value.contacts?.find((contact) => contact.wa_id === message.from) ?? value.contacts?.[0];
  return { name: profile?.profile?.name?.trim() || phone, phone };
}
