import { z } from 'zod';
import { channelIdSchema } from '../channels';
import { defineContract } from '../http';
import { messageSchema, protocolSchema } from '../protocols/wire';
import { emailSchema, idParamsSchema, phoneSchema } from '../validation';

/** Messages load 500 at a time, page 1 being the newest (spec §9). */
export const messagePageSize = 500;

export const messageListQuerySchema = z.strictObject({
  page: z.coerce.number<string>().int().min(1).default(1),
  limit: z.coerce.number<string>().int().min(1).max(messagePageSize).default(messagePageSize),
});

export const listMessages = defineContract({
  method: 'GET',
  path: '/api/v1/message/:id',
  summary: 'Messages of a protocol, oldest first within the page; page 1 is the newest',
  tags: ['message'],
  auth: true,
  params: idParamsSchema,
  query: messageListQuerySchema,
  response: z.object({ messages: z.array(messageSchema), page: z.number().int(), hasMore: z.boolean() }),
});

/** Fields of an agent's message; attachments come as multipart files named `files`. */
export const sendMessageSchema = z.strictObject({
  protocol_id: z.coerce.number<string | number>().int().positive(),
  text: z.string().max(4096).default(''),
  /** Chosen by the client so a retried send never makes a second message. */
  client_id: z.string().trim().min(8).max(64).optional(),
});

export const attachmentMaxBytes = 16 * 1024 * 1024;
export const attachmentMaxFiles = 5;

export const sendMessage = defineContract({
  method: 'POST',
  path: '/api/v1/message',
  summary: 'An agent sends a message (multipart: protocol_id, text, client_id, files; or JSON without files)',
  tags: ['message'],
  auth: true,
  multipart: true,
  body: sendMessageSchema,
  response: messageSchema,
});

/**
 * A customer message arriving from an integration (the generic API channel): attaches to the
 * customer's open protocol on that channel or opens a new one in the department's queue.
 */
export const inboundMessageSchema = z.strictObject({
  id_channel: channelIdSchema,
  department_id: z.number().int().positive(),
  customer: z.strictObject({
    name: z.string().trim().min(1).max(160),
    phone: phoneSchema.optional(),
    email: emailSchema.optional(),
  }),
  text: z.string().trim().min(1).max(4096),
  /** The provider's id of this message: a replay never makes a second message. */
  external_id: z.string().trim().max(200).optional(),
});

export const receiveInboundMessage = defineContract({
  method: 'POST',
  path: '/api/v1/message/inbound',
  summary: 'A customer message from an integration (administrators and supervisors)',
  tags: ['message'],
  auth: true,
  body: inboundMessageSchema,
  response: z.object({ protocol: protocolSchema, message: messageSchema }),
});
export { containsBlockedWord } from './blocked-words';
export * from './permissions';
export * from './template';
