import { z } from 'zod';
import { defineContract } from '../http';
import { companySummarySchema } from '../users';

export const companyUpdateSchema = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  requireTwoFactor: z.boolean().optional(),
});

export const getCompany = defineContract({
  method: 'GET',
  path: '/api/v1/settings/company',
  summary: 'The signed-in user’s company',
  tags: ['company'],
  auth: true,
  response: companySummarySchema,
});

export const updateCompany = defineContract({
  method: 'PUT',
  path: '/api/v1/settings/company',
  summary: 'Change the company’s name or require two-factor authentication for everyone (administrators)',
  tags: ['company'],
  auth: true,
  body: companyUpdateSchema,
  response: companySummarySchema,
});
