import { z } from 'zod';
import { defineContract } from '../http';
import { idParamsSchema, phoneSchema } from '../validation';

/** A call to make or a reminder, due at a time, for the agent who scheduled it. */
export const scheduleSchema = z.object({
  id: z.number().int(),
  protocol_id: z.number().int(),
  kind: z.enum(['call', 'reminder']),
  phone: z.string().nullable(),
  text: z.string(),
  date: z.string(),
  user_id: z.number().int(),
  done: z.boolean(),
  attachment: z.object({ name: z.string(), url: z.string() }).nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

const dateTime = z.iso.datetime({ offset: true, message: 'validation.invalidDateTime' });

export const scheduleCall = defineContract({
  method: 'POST',
  path: '/api/v1/weon/calls/schedule',
  summary: 'Schedule a call back to the customer (phone and date/time required)',
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({
    protocol_id: z.number().int().positive(),
    phone: phoneSchema,
    date: dateTime,
    note: z.string().trim().max(1000).default(''),
  }),
  response: scheduleSchema,
});

export const scheduleReminder = defineContract({
  method: 'POST',
  path: '/api/v1/scheduling',
  summary: 'A reminder about a protocol at a date/time (multipart: protocol_id, text, date, file)',
  tags: ['protocol'],
  auth: true,
  multipart: true,
  body: z.strictObject({
    protocol_id: z.coerce.number<string | number>().int().positive(),
    text: z.string().trim().min(1).max(1000),
    date: dateTime,
  }),
  response: scheduleSchema,
});

export const listSchedules = defineContract({
  method: 'GET',
  path: '/api/v1/scheduling/:id',
  summary: 'Calls and reminders scheduled on a protocol',
  tags: ['protocol'],
  auth: true,
  params: idParamsSchema,
  response: z.array(scheduleSchema),
});

export const queuePlaceSchema = z.object({
  /** 1 for the next to be served; null when the protocol is not waiting. */
  position: z.number().int().nullable(),
  estimated_wait_seconds: z.number().int().nullable(),
  available_agents: z.number().int(),
});

export const getQueuePlace = defineContract({
  method: 'GET',
  path: '/api/v1/protocol/:id/queue',
  summary: 'Place of a waiting protocol in its department queue and the estimated wait',
  tags: ['protocol'],
  auth: true,
  params: idParamsSchema,
  response: queuePlaceSchema,
});
