import { z } from 'zod';
import { defineContract } from '../http';
import { activeToggleSchema, pageSchema, settingsListQuerySchema } from '../settings/list-query';
import { crmTemplateInputSchema, crmTemplateSchema } from './templates';

const tags = ['crm'];

/** A template's `_id`; an unknown one is a 404. */
export const crmTemplateParamsSchema = z.strictObject({ id: z.string().min(1).max(64) });

export const crmTemplateListQuerySchema = settingsListQuerySchema.extend({
  department: z.coerce.number<string>().int().positive().optional(),
});

export const listCrmTemplates = defineContract({
  method: 'GET',
  path: '/api/v2/crm/templates',
  summary: 'CRM templates of the company, paged, searchable by name (administrators and supervisors)',
  tags,
  auth: true,
  query: crmTemplateListQuerySchema,
  response: pageSchema(crmTemplateSchema),
});

export const getCrmTemplate = defineContract({
  method: 'GET',
  path: '/api/v2/crm/templates/:id',
  summary: 'One CRM template with its fields (administrators and supervisors)',
  tags,
  auth: true,
  params: crmTemplateParamsSchema,
  response: crmTemplateSchema,
});

export const createCrmTemplate = defineContract({
  method: 'POST',
  path: '/api/v2/crm/templates',
  summary: 'Create a CRM template linked to a department (administrators and supervisors)',
  tags,
  auth: true,
  body: crmTemplateInputSchema,
  response: crmTemplateSchema,
});

export const updateCrmTemplate = defineContract({
  method: 'PUT',
  path: '/api/v2/crm/templates/:id/edit',
  summary: 'Change a CRM template: its settings and the whole list of fields (administrators and supervisors)',
  tags,
  auth: true,
  params: crmTemplateParamsSchema,
  body: crmTemplateInputSchema,
  response: crmTemplateSchema,
});

export const toggleCrmTemplate = defineContract({
  method: 'PUT',
  path: '/api/v2/crm/templates/:id',
  summary: 'Activate or deactivate a CRM template (administrators and supervisors)',
  tags,
  auth: true,
  params: crmTemplateParamsSchema,
  body: activeToggleSchema,
  response: crmTemplateSchema,
});
