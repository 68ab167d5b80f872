import { z } from 'zod';
import { departmentSchema } from '../departments';
import { defineContract } from '../http';
import { userSummarySchema } from '../users';
import { blockedWordSection } from './sections/blocked-word';
import { faqSection } from './sections/faq';
import { roleFunctionSection } from './sections/role-function';

/** Reads the inbox makes at start (spec §7, Config reads); only active records. */
export const listAnswerBlockedWords = defineContract({
  method: 'GET',
  path: '/api/v1/answer/blokedword',
  summary: 'Active blocked words of the company',
  tags: ['settings'],
  auth: true,
  response: z.array(blockedWordSection.schemas.entity),
});

export const listAnswerFaqs = defineContract({
  method: 'GET',
  path: '/api/v1/answer/faqs',
  summary: 'Active FAQs (quick answers) of the reader’s departments',
  tags: ['settings'],
  auth: true,
  response: z.array(faqSection.schemas.entity),
});

export const configBundleSchema = z.object({
  blockedWord: z.array(blockedWordSection.schemas.entity),
  department: z.array(departmentSchema),
  faq: z.array(faqSection.schemas.entity),
  user: z.array(userSummarySchema),
  roleFunction: z.array(roleFunctionSection.schemas.entity),
});
export type ConfigBundle = z.infer<typeof configBundleSchema>;

export const getConfigBundle = defineContract({
  method: 'GET',
  path: '/api/v1/answer/config',
  summary: 'Everything the inbox reads at start: blocked words, departments, FAQs, users, role permissions',
  tags: ['settings'],
  auth: true,
  response: configBundleSchema,
});
