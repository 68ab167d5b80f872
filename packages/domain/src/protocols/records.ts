import { z } from 'zod';
import { defineContract } from '../http';
import { isValidTaxId } from '../validation/tax-id';
import { messageSchema, protocolSchema } from './wire';

/**
 * What an agent records on a protocol beside the conversation: a pin, a ticket link, an
 * occurrence, a phone call served, the customer's feeling, a transcription, a video session.
 * The spec names these paths without their payloads; these are the payloads.
 */
const bodyId = z.number().int().positive();

export const pinProtocol = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/fix_protocol',
  summary: "Pin or unpin a protocol at the top of its owner's lists (toggles without `fixed`)",
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ id: bodyId, fixed: z.boolean().optional() }),
  response: protocolSchema,
});

export const linkTicket = defineContract({
  method: 'POST',
  path: '/api/v1/protocolticket/link_ticket',
  summary: "Link a protocol to a ticket of the company's ticketing by its number",
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ protocol_id: bodyId, ticket: z.string().trim().min(1).max(60) }),
  response: protocolSchema,
});

export const registerOccurrence = defineContract({
  method: 'POST',
  path: '/api/v1/protocol/occorrence',
  summary: 'Record an occurrence (a tabulation of the department) on a protocol without finalizing it',
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ protocol_id: bodyId, tab: bodyId, text: z.string().trim().max(2000).optional() }),
  response: z.object({ message: z.string(), protocol: protocolSchema }),
});

export const taxIdSchema = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .refine(isValidTaxId, { message: 'validation.invalidTaxId' });

export const registerPhoneProtocol = defineContract({
  method: 'POST',
  path: '/api/v1/protocol/phone',
  summary: 'Record a phone call already served: a finalized phone protocol with its tabulation and note',
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({
    cpf: taxIdSchema,
    department: bodyId,
    tab: bodyId,
    note: z.string().trim().max(2000).optional(),
    name: z.string().trim().min(1).max(160).optional(),
  }),
  response: z.object({ message: z.string(), protocol: protocolSchema }),
});

export const feelings = ['positive', 'neutral', 'negative'] as const;

export const recordFeelings = defineContract({
  method: 'POST',
  path: '/api/v1/feelings',
  summary: "The customer's feeling on a protocol, as a sentiment analysis read it (score -100 to 100)",
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({
    protocol_id: bodyId,
    feeling: z.enum(feelings),
    score: z.number().int().min(-100).max(100).optional(),
  }),
  response: protocolSchema,
});

export const addTranscription = defineContract({
  method: 'POST',
  path: '/api/v1/transcription',
  summary: 'The transcription of an audio message, shown under its player',
  tags: ['message'],
  auth: true,
  body: z.strictObject({ message_id: bodyId, text: z.string().trim().min(1).max(20_000) }),
  response: messageSchema,
});

export const createVideoSession = defineContract({
  method: 'POST',
  path: '/api/v1/video/create_session',
  summary: "Open a video session for a protocol on the department's video provider; answers its link",
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ protocol_id: bodyId }),
  response: z.object({ session: z.string(), url: z.string(), protocol: protocolSchema }),
});
