import { z } from 'zod';
import { defineContract } from '../http';

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** smtp: handed to the SMTP server; log: no SMTP configured, kept here and in the server log. */
  transport: z.enum(['smtp', 'log']),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const listOutbox = defineContract({
  method: 'GET',
  path: '/api/v1/settings/outbox',
  summary: 'E-mails the platform sent or kept for the company (administrators)',
  tags: ['mail'],
  auth: true,
  query: outboxQuerySchema,
  response: z.object({ items: z.array(outboxEmailSchema), total: z.number().int() }),
});
