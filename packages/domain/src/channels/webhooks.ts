import { z } from 'zod';
import { defineContract } from '../http';
import { channelConfigurations } from './configurations';

const providers = [...new Set(channelConfigurations.map((entry) => entry.provider))] as [string, ...string[]];

export const webhookParamsSchema = z.strictObject({
  provider: z.enum(providers),
  id: z.coerce.number<string>().int().positive(),
});

/** A provider's handshake before it sends events (Meta: hub.mode, hub.verify_token, hub.challenge). */
export const verifyWebhook = defineContract({
  method: 'GET',
  path: '/api/webhooks/:provider/:id',
  summary: "A provider's webhook handshake for one channel configuration; answers the challenge as plain text",
  tags: ['webhooks'],
  auth: false,
  params: webhookParamsSchema,
  query: z.record(z.string(), z.string()),
  response: z.string(),
});

/**
 * A provider's event for one channel configuration, in the provider's own format; checked
 * (signature) and acknowledged at once, read on the inbound queue.
 */
export const receiveWebhook = defineContract({
  method: 'POST',
  path: '/api/webhooks/:provider/:id',
  summary: "A provider's event (messages, delivery receipts) for one channel configuration",
  tags: ['webhooks'],
  auth: false,
  params: webhookParamsSchema,
  response: z.object({ received: z.literal(true) }),
});
