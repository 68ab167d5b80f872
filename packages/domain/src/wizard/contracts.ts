import { z } from 'zod';
import { defineContract } from '../http';
import { templateHeaderMedia } from './template-header';

const configurationSchema = z.object({ id: z.number().int(), provider: z.string().nullable() });

export const wizardDepartmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** Channel configurations by group (`whatsapp`, `email_imap`, ..., `bot`), from the settings records. */
  groups: z.record(z.string(), z.array(configurationSchema)),
  hasCrmSchema: z.boolean(),
});

/** An approved WhatsApp template the wizard may start a conversation with. */
export const wizardTemplateSchema = z.object({
  id: z.number().int(),
  whatsappId: z.number().int(),
  name: z.string(),
  language: z.string(),
  text: z.string(),
  variableCount: z.number().int(),
  /** The media its header shows (its public link is asked when sending), or null for a text header or none. */
  headerMedia: z.enum(templateHeaderMedia).nullable(),
  /** Departments its WhatsApp account serves. */
  departments: z.array(z.number().int()),
});
export type WizardTemplate = z.infer<typeof wizardTemplateSchema>;

export const wizardOptionsSchema = z.object({
  departments: z.array(wizardDepartmentSchema),
  templates: z.array(wizardTemplateSchema),
});
export type WizardOptions = z.infer<typeof wizardOptionsSchema>;

export const getWizardOptions = defineContract({
  method: 'GET',
  path: '/api/v1/answer/new-protocol',
  summary:
    'What the new-protocol wizard offers: the reader’s departments with their channel configurations, and the WhatsApp templates',
  tags: ['protocol'],
  auth: true,
  response: wizardOptionsSchema,
});
