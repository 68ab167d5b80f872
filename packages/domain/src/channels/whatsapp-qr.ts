import { z } from 'zod';
import { defineContract } from '../http';

/** Where a number paired by QR code stands, as the record's `status` keeps it. */
export const whatsappQrStatuses = ['disconnected', 'pairing', 'connected'] as const;
export type WhatsappQrStatus = (typeof whatsappQrStatuses)[number];

/** The gateway's connection state (Evolution API: open, connecting, close) in the product's words. */
export function whatsappQrStatusOf(state: string | null | undefined): WhatsappQrStatus {
  if (state === 'open') return 'connected';
  if (state === 'connecting') return 'pairing';
  return 'disconnected';
}

export const whatsappQrConnectionSchema = z.object({
  status: z.enum(whatsappQrStatuses),
  /** The QR code to scan as a data URL (`data:image/png;base64,…`), while pairing. */
  qr: z.string().nullable(),
  /** The code to type on the phone instead of scanning, when the gateway gives one. */
  pairing_code: z.string().nullable(),
});
export type WhatsappQrConnection = z.infer<typeof whatsappQrConnectionSchema>;

const params = z.strictObject({ id: z.coerce.number<string>().int().positive() });

export const connectWhatsappQr = defineContract({
  method: 'POST',
  path: '/api/v1/settings/whatsapp-qr-code/:id/connect',
  summary:
    'Start pairing a WhatsApp number by QR code: creates the instance at the gateway when needed and answers the QR code (administrators)',
  tags: ['settings'],
  auth: true,
  params,
  response: whatsappQrConnectionSchema,
});

export const readWhatsappQrConnection = defineContract({
  method: 'GET',
  path: '/api/v1/settings/whatsapp-qr-code/:id/connection',
  summary:
    "A QR-code WhatsApp number's connection as the gateway sees it now, with the QR code while pairing (administrators)",
  tags: ['settings'],
  auth: true,
  params,
  response: whatsappQrConnectionSchema,
});

export const disconnectWhatsappQr = defineContract({
  method: 'POST',
  path: '/api/v1/settings/whatsapp-qr-code/:id/disconnect',
  summary: 'Log a QR-code WhatsApp number out of the gateway (administrators)',
  tags: ['settings'],
  auth: true,
  params,
  response: whatsappQrConnectionSchema,
});

/** Realtime event to `backoffice` when a channel configuration's connection changes (pairing screens follow it). */
export const channelConnectionEvent = 'channel:connection';

export const channelConnectionEventSchema = z.object({
  section: z.string(),
  id: z.number().int(),
  status: z.enum(whatsappQrStatuses),
});
export type ChannelConnectionChange = z.infer<typeof channelConnectionEventSchema>;
