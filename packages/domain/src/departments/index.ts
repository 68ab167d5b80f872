import { z } from 'zod';
import { defineContract } from '../http';
import { activeToggleSchema, pageSchema, settingsListQuerySchema } from '../settings/list-query';
import { colorSchema, emailSchema, idParamsSchema } from '../validation';

export const departmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  active: z.boolean(),
  workflowOrder: z.number().int(),
  slackNotify: z.boolean(),
  sendAgentName: z.boolean(),
  /** The WhatsApp account and the AI bot that serve the department (settings records). */
  whatsappId: z.number().int().nullable(),
  botId: z.number().int().nullable(),
  email: z.string().nullable(),
  marketingEmail: z.string().nullable(),
});
export type Department = z.infer<typeof departmentSchema>;

const departmentFields = {
  name: z.string().trim().min(1).max(120),
  color: colorSchema,
  active: z.boolean(),
  workflowOrder: z.number().int().min(0),
  slackNotify: z.boolean(),
  sendAgentName: z.boolean(),
  whatsappId: z.number().int().positive().nullable(),
  botId: z.number().int().positive().nullable(),
  email: emailSchema.nullable(),
  marketingEmail: emailSchema.nullable(),
};

export const departmentCreateSchema = z.strictObject({
  name: departmentFields.name,
  color: departmentFields.color.default('#1c7ed6'),
  active: departmentFields.active.default(true),
  workflowOrder: departmentFields.workflowOrder.default(0),
  slackNotify: departmentFields.slackNotify.default(false),
  sendAgentName: departmentFields.sendAgentName.default(true),
  whatsappId: departmentFields.whatsappId.default(null),
  botId: departmentFields.botId.default(null),
  email: departmentFields.email.default(null),
  marketingEmail: departmentFields.marketingEmail.default(null),
});

export const departmentUpdateSchema = z.strictObject({
  id: z.number().int().positive(),
  name: departmentFields.name.optional(),
  color: departmentFields.color.optional(),
  active: departmentFields.active.optional(),
  workflowOrder: departmentFields.workflowOrder.optional(),
  slackNotify: departmentFields.slackNotify.optional(),
  sendAgentName: departmentFields.sendAgentName.optional(),
  whatsappId: departmentFields.whatsappId.optional(),
  botId: departmentFields.botId.optional(),
  email: departmentFields.email.optional(),
  marketingEmail: departmentFields.marketingEmail.optional(),
});

export const listDepartments = defineContract({
  method: 'GET',
  path: '/api/v1/answer/departments',
  summary: 'Departments of the company',
  tags: ['departments'],
  auth: true,
  response: z.array(departmentSchema),
});

export const getDepartment = defineContract({
  method: 'GET',
  path: '/api/v1/answer/department/:id',
  summary: 'One department of the company',
  tags: ['departments'],
  auth: true,
  params: idParamsSchema,
  response: departmentSchema,
});

export const createDepartment = defineContract({
  method: 'POST',
  path: '/api/v1/settings/department',
  summary: 'Create a department (administrators)',
  tags: ['departments'],
  auth: true,
  body: departmentCreateSchema,
  response: departmentSchema,
});

export const updateDepartment = defineContract({
  method: 'PUT',
  path: '/api/v1/settings/department',
  summary: 'Change a department (administrators)',
  tags: ['departments'],
  auth: true,
  body: departmentUpdateSchema,
  response: departmentSchema,
});

export const listSettingsDepartments = defineContract({
  method: 'GET',
  path: '/api/v1/settings/department',
  summary: 'Departments, paged and searchable, for the settings list',
  tags: ['departments'],
  auth: true,
  query: settingsListQuerySchema,
  response: pageSchema(departmentSchema),
});

export const getSettingsDepartment = defineContract({
  method: 'GET',
  path: '/api/v1/settings/department/:id',
  summary: 'One department, for the settings form',
  tags: ['departments'],
  auth: true,
  params: idParamsSchema,
  response: departmentSchema,
});

export const toggleDepartment = defineContract({
  method: 'PUT',
  path: '/api/v1/settings/department/:id/active',
  summary: 'Activate or deactivate a department (administrators)',
  tags: ['departments'],
  auth: true,
  params: idParamsSchema,
  body: activeToggleSchema,
  response: departmentSchema,
});
