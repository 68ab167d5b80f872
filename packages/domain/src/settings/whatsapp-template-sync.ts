import { z } from 'zod';
import { defineContract } from '../http';

export const syncWhatsappTemplatesSchema = z.strictObject({
  /** One WhatsApp Cloud API number; every active one when left out. */
  connection: z.number().int().positive().optional(),
});

export const syncWhatsappTemplatesResultSchema = z.object({
  /** Templates Meta has that were not here yet. */
  created: z.number().int(),
  /** Templates already here whose status or content Meta changed. */
  updated: z.number().int(),
  /** Every template Meta listed. */
  total: z.number().int(),
});
export type SyncWhatsappTemplatesResult = z.infer<typeof syncWhatsappTemplatesResultSchema>;

export const syncWhatsappTemplates = defineContract({
  method: 'POST',
  path: '/api/v1/settings/whatsapp-oficial-templates/sync',
  summary:
    "Read a WhatsApp Cloud API number's message templates from Meta and keep them with their review status (administrators and marketing)",
  tags: ['settings'],
  auth: true,
  body: syncWhatsappTemplatesSchema,
  response: syncWhatsappTemplatesResultSchema,
});
