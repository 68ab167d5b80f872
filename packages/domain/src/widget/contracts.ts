import { z } from 'zod';
import { defineContract } from '../http';
import { preChatSchema } from './pre-chat';

export const widgetKeyParamsSchema = z.strictObject({ key: z.string().trim().min(8).max(64) });

/** What a page needs to draw the widget; nothing private of the company. */
export const widgetConfigSchema = z.object({
  name: z.string(),
  title: z.string(),
  color: z.string(),
  position: z.enum(['right', 'left']),
  messages: z.object({ welcome: z.string(), expectedAnswer: z.string(), nextMessage: z.string() }),
  /** The department's office hours allow a conversation now. */
  open: z.boolean(),
  /** The schedule's out-of-hours message, shown while closed. */
  outOfHoursMessage: z.string(),
});
export type WidgetConfig = z.infer<typeof widgetConfigSchema>;

export const readWidgetConfig = defineContract({
  method: 'GET',
  path: '/api/v1/widget/:key/config',
  summary: "A web chat widget's public configuration, by the public key of its embed code",
  tags: ['widget'],
  auth: false,
  params: widgetKeyParamsSchema,
  response: widgetConfigSchema,
});

export const startConversation = defineContract({
  method: 'POST',
  path: '/api/v1/widget/:key/conversation',
  summary: "The widget's pre-chat form: answers the customer token of the widget's other calls and its socket",
  tags: ['widget'],
  auth: false,
  params: widgetKeyParamsSchema,
  body: preChatSchema,
  response: z.object({ token: z.string(), name: z.string() }),
});

/** A message as the customer sees it; `mine` is the customer's own. */
export const widgetMessageSchema = z.object({
  id: z.number().int(),
  mine: z.boolean(),
  author: z.enum(['customer', 'agent', 'bot', 'system']),
  /** The agent's name, on the company's messages written by a person. */
  agent: z.string().nullable(),
  text: z.string(),
  attachments: z.array(z.object({ name: z.string(), type: z.string(), size: z.number(), url: z.string() })),
  status: z.enum(['queued', 'sent', 'delivered', 'read', 'failed', 'received']),
  /** The widget's own id of a message it sent. */
  client_id: z.string().nullable(),
  created_at: z.string(),
});
export type WidgetMessage = z.infer<typeof widgetMessageSchema>;

/** Fields of the customer's message; files come as multipart files. */
export const widgetSendSchema = z.strictObject({
  text: z.string().max(4096).default(''),
  /** Chosen by the widget: a retried send never makes a second message. */
  client_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'validation.invalidFormat' }),
});

export const sendWidgetMessage = defineContract({
  method: 'POST',
  path: '/api/v1/widget/messages',
  summary: "The customer's message (multipart: text, client_id, files; or JSON); customer token as bearer",
  tags: ['widget'],
  auth: false,
  multipart: true,
  body: widgetSendSchema,
  response: widgetMessageSchema,
});

/** Messages load newest first by pages (`before`), or all after the last one the widget has (`after`). */
export const widgetMessagesQuerySchema = z.strictObject({
  after: z.coerce.number<string>().int().min(0).optional(),
  before: z.coerce.number<string>().int().min(1).optional(),
  limit: z.coerce.number<string>().int().min(1).max(200).default(50),
});

export const listWidgetMessages = defineContract({
  method: 'GET',
  path: '/api/v1/widget/messages',
  summary: "The customer's conversation on this widget, oldest first; customer token as bearer",
  tags: ['widget'],
  auth: false,
  query: widgetMessagesQuerySchema,
  response: z.object({ messages: z.array(widgetMessageSchema), hasMore: z.boolean() }),
});
