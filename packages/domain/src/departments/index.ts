import { z } from 'zod';
import { defineContract } from '../http';
import { colorSchema, idParamsSchema } from '../validation';

export const departmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  active: z.boolean(),
  workflowOrder: z.number().int(),
  slackNotify: z.boolean(),
  sendAgentName: z.boolean(),
});
export type Department = z.infer<typeof departmentSchema>;

const departmentFields = {
  name: z.string().trim().min(1).max(120),
  color: colorSchema,
  active: z.boolean(),
  workflowOrder: z.number().int().min(0),
  slackNotify: z.boolean(),
  sendAgentName: z.boolean(),
};

export const departmentCreateSchema = z.strictObject({
  name: departmentFields.name,
  color: departmentFields.color.default('#1c7ed6'),
  active: departmentFields.active.default(true),
  workflowOrder: departmentFields.workflowOrder.default(0),
  slackNotify: departmentFields.slackNotify.default(false),
  sendAgentName: departmentFields.sendAgentName.default(true),
});

export const departmentUpdateSchema = z.strictObject({
  id: z.number().int().positive(),
  name: departmentFields.name.optional(),
  color: departmentFields.color.optional(),
  active: departmentFields.active.optional(),
  workflowOrder: departmentFields.workflowOrder.optional(),
  slackNotify: departmentFields.slackNotify.optional(),
  sendAgentName: departmentFields.sendAgentName.optional(),
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
