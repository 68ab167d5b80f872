import { z } from 'zod';
import { channelIdSchema } from '../channels';
import { defineContract } from '../http';
import { channelStepIssues } from '../wizard/channel-step';
import { dateRangeQuerySchema, emailSchema, idListQuerySchema, idParamsSchema, phoneSchema } from '../validation';
import { searchMaxLength } from './search';
import { isProtocolStatus, slaStateSchema, workflowStatusSchema } from './status';
import { historyEntrySchema, noteSchema, protocolCustomerSchema, protocolDetailSchema, protocolSchema } from './wire';

/** Protocol lists load 50 at a time (spec §9). */
export const protocolPageSize = 50;

const id = z.coerce.number<string>().int().positive();
const bodyId = z.number().int().positive();
const supportQuery = z
  .enum(['1', '2', 'BOT', 'HUMAN', 'bot', 'human'])
  .transform((value) => (value === '1' || value.toUpperCase() === 'BOT' ? 1 : 2));

/** A list's status filter: codes of the spec's statuses (1-10) only, so a mistyped code is named, not answered empty. */
const statusListQuery = idListQuerySchema.refine((codes) => codes.every(isProtocolStatus), {
  message: 'validation.statusList',
});

export const protocolListQuerySchema = z.strictObject({
  department: idListQuerySchema.optional(),
  user: idListQuerySchema.optional(),
  channel: idListQuerySchema.optional(),
  status: statusListQuery.optional(),
  support: supportQuery.optional(),
  sla: slaStateSchema.optional(),
  date: dateRangeQuerySchema.optional(),
  search: z.string().trim().max(searchMaxLength).optional(),
  page: z.coerce.number<string>().int().min(1).default(1),
  limit: z.coerce.number<string>().int().min(1).max(protocolPageSize).default(protocolPageSize),
  orderby: z.enum(['asc', 'desc']).default('desc'),
  orderbychannel: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  /** Changes since this company sequence: the reconnect catch-up. */
  since: z.coerce.number<string>().int().min(0).optional(),
});
export type ProtocolListQuery = z.infer<typeof protocolListQuerySchema>;

export const protocolListResponseSchema = z.object({
  protocols: z.array(protocolSchema),
  currentPage: z.number().int(),
  /** With `since`: protocols the reader may no longer see (closed elsewhere, transferred away). */
  removed: z.array(z.number().int()),
  /** The company sequence when the answer was read; the next `since`. */
  seq: z.number().int(),
});
export type ProtocolListResponse = z.infer<typeof protocolListResponseSchema>;

export const listProtocols = defineContract({
  method: 'GET',
  path: '/api/v1/protocol',
  summary: 'Protocols by filters, 50 per page; with `since`, the changes after that sequence',
  tags: ['protocol'],
  auth: true,
  query: protocolListQuerySchema,
  response: protocolListResponseSchema,
});

export const countQuerySchema = z.strictObject({
  id_support: supportQuery.optional(),
  department_id: idListQuerySchema.optional(),
  id_channel: idListQuerySchema.optional(),
  date: dateRangeQuerySchema.optional(),
  user: idListQuerySchema.optional(),
});
export type CountQuery = z.infer<typeof countQuerySchema>;

const countsResponse = z.array(z.object({ id: z.number().int(), count: z.number().int() }));
const countContract = (by: 'department' | 'support' | 'channel' | 'status') =>
  defineContract({
    method: 'GET',
    path: `/api/v1/protocol/count_${by}`,
    summary: `Open protocols counted by ${by} (one grouped query)`,
    tags: ['protocol'],
    auth: true,
    query: countQuerySchema,
    response: countsResponse,
  });
export const countByDepartment = countContract('department');
export const countBySupport = countContract('support');
export const countByChannel = countContract('channel');
export const countByStatus = countContract('status');

export const queueCountsSchema = z.object({
  bot: z.object({ aberto: z.number(), fechado: z.number(), pesquisa: z.number(), flow: z.number() }),
  humano: z.object({
    fila: z.number(),
    atendimento: z.number(),
    retorno_cliente: z.number(),
    ligacao: z.number(),
    ligacao_fila: z.number(),
    pesquisa: z.number(),
    livestream: z.number(),
    flow: z.number(),
    grupo: z.number(),
    fechado: z.number(),
  }),
});

export const countQueues = defineContract({
  method: 'GET',
  path: '/api/v1/protocol/count',
  summary: 'Counts for every queue of the chat menu, from one grouped query',
  tags: ['protocol'],
  auth: true,
  query: countQuerySchema,
  response: queueCountsSchema,
});

export const getProtocol = defineContract({
  method: 'GET',
  path: '/api/v1/protocol/:id',
  summary: 'One protocol with its customers and notes',
  tags: ['protocol'],
  auth: true,
  params: idParamsSchema,
  response: protocolDetailSchema,
});

export const markProtocolRead = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/:id/read',
  summary: 'The agent opened the protocol: its unread count goes to zero',
  tags: ['protocol'],
  auth: true,
  params: idParamsSchema,
  response: protocolSchema,
});

export const getProtocolHistory = defineContract({
  method: 'GET',
  path: '/api/v1/protocol/history/:id',
  summary: 'Every event in the life of a protocol',
  tags: ['protocol'],
  auth: true,
  params: idParamsSchema,
  response: z.array(historyEntrySchema),
});

export const customerHistoryQuerySchema = z
  .strictObject({
    contact_id: id.optional(),
    phone: z.string().trim().max(40).optional(),
    search: z.string().trim().max(120).optional(),
  })
  .refine((value) => value.contact_id !== undefined || Boolean(value.phone) || Boolean(value.search), {
    message: 'validation.required',
    path: ['search'],
  });

export const searchProtocolHistory = defineContract({
  method: 'GET',
  path: '/api/v1/protocol/history',
  summary: 'Earlier protocols of a customer, by contact, phone or text',
  tags: ['protocol'],
  auth: true,
  query: customerHistoryQuerySchema,
  response: z.array(protocolSchema),
});

export const listProtocolCustomers = defineContract({
  method: 'GET',
  path: '/api/v1/protocol/customer/:id',
  summary: 'Customers of a protocol',
  tags: ['protocol'],
  auth: true,
  params: idParamsSchema,
  response: z.array(protocolCustomerSchema),
});

export const customerPatchSchema = z.strictObject({
  protocol_id: bodyId,
  name: z.string().trim().min(1).max(160).optional(),
  phone: phoneSchema.nullable().optional(),
  email: emailSchema.nullable().optional(),
  tax_id: z.string().trim().max(20).nullable().optional(),
});

export const updateProtocolCustomer = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/customer',
  summary: 'Change the first customer of a protocol',
  tags: ['protocol'],
  auth: true,
  body: customerPatchSchema,
  response: protocolCustomerSchema,
});

/** Where each field of a channel's step travels in the create payload. */
const wirePathOfStepField: Record<string, PropertyKey[]> = {
  email: ['customer', 'email'],
  number: ['customer', 'phone'],
  subject: ['subject'],
  text: ['text'],
  template: ['hsm_id'],
};

export const newProtocolSchema = z
  .strictObject({
    id_department: bodyId,
    id_channel: channelIdSchema,
    id_broker: z.number().int().positive().optional(),
    offline: z.boolean().default(false),
    crm: z.boolean().default(false),
    ia: z.boolean().default(false),
    protocol_id: z.number().int().positive().optional(),
    subject: z.string().trim().max(200).optional(),
    text: z.string().trim().max(4096).optional(),
    /** An approved WhatsApp template (settings section whatsapp-hsm) and its variables, in order. */
    hsm_id: z.number().int().positive().optional(),
    hsm_variables: z.array(z.string().trim().max(1024)).max(20).default([]),
    /** The public https link of the template header's image, video or document, when it has one. */
    hsm_header_link: z.string().trim().max(2000).optional(),
    customer: z.strictObject({
      /** Without a name the customer is called by their e-mail or phone. */
      name: z.string().trim().min(1).max(160).optional(),
      phone: phoneSchema.optional(),
      email: emailSchema.optional(),
      tax_id: z.string().trim().max(20).optional(),
      crm_contact_id: z.string().max(64).optional(),
    }),
  })
  .superRefine((value, context) => {
    const { customer } = value;
    if (!customer.name && !customer.phone && !customer.email) {
      context.addIssue({ code: 'custom', message: 'validation.required', path: ['customer', 'name'] });
    }
    // Offline records a contact made elsewhere: nothing goes to the customer, so the channel's step is skipped.
    if (value.offline) return;
    const issues = channelStepIssues(value.id_channel, {
      email: customer.email,
      number: customer.phone,
      subject: value.subject,
      text: value.text,
      templateId: value.hsm_id,
    });
    for (const issue of issues) {
      context.addIssue({ code: 'custom', message: issue.key, path: wirePathOfStepField[issue.field] ?? [issue.field] });
    }
  });
export type NewProtocol = z.infer<typeof newProtocolSchema>;

export const createProtocol = defineContract({
  method: 'POST',
  path: '/api/v1/protocol',
  summary: 'Start a protocol with a customer (the new-protocol wizard); JSON or multipart with the same fields',
  tags: ['protocol'],
  auth: true,
  multipart: true,
  body: newProtocolSchema,
  response: protocolSchema,
});

export const takeProtocol = defineContract({
  method: 'POST',
  path: '/api/v1/protocol/take',
  summary: 'Take the next waiting protocol of the agent’s departments, or the one named',
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ protocol_id: bodyId.optional() }),
  response: protocolSchema,
});

export const assignProtocol = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/assign',
  summary: 'A supervisor gives a protocol to an agent',
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ protocol_id: bodyId, user_id: bodyId }),
  response: protocolSchema,
});

export const transferProtocol = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/transfer',
  summary: 'Transfer to a department and/or a user, with a note',
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({
    protocol_id: bodyId,
    note: z.string().trim().max(2000).default(''),
    new_department_id: bodyId.nullable().optional(),
    new_user_id: bodyId.nullable().optional(),
  }),
  response: protocolSchema,
});

export const pauseProtocol = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/pause/:id',
  summary: 'Pause or resume a protocol (toggles without a body value)',
  tags: ['protocol'],
  auth: true,
  params: idParamsSchema,
  body: z.strictObject({ pause: z.boolean().optional() }).default({}),
  response: protocolSchema,
});

export const toggleProtocolAi = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/disableia',
  summary: 'Toggle AI assist; switching it on hands the protocol to the bot',
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ id: bodyId }),
  response: protocolSchema,
});

export const tagLinkSchema = z.strictObject({ id_tag: bodyId, id_protocol: bodyId });

export const addProtocolTag = defineContract({
  method: 'POST',
  path: '/api/v1/protocol/tag',
  summary: 'Add a tag to a protocol',
  tags: ['protocol'],
  auth: true,
  body: tagLinkSchema,
  response: protocolSchema,
});

export const removeProtocolTag = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/tag',
  summary: 'Remove (deactivate) a tag of a protocol',
  tags: ['protocol'],
  auth: true,
  body: tagLinkSchema,
  response: protocolSchema,
});

export const categorizeProtocol = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/categorize',
  summary: 'Categorize with a tabulation; the workflow status becomes pending',
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ id: bodyId, tab: bodyId }),
  response: z.object({ message: z.string(), protocol: protocolSchema }),
});

export const setWorkflowStatus = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/workflow_status',
  summary: 'Change the workflow status; a note records it',
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ id: bodyId, workflow_status: workflowStatusSchema }),
  response: protocolSchema,
});

/** Finalize with a tabulation; the spec's payload names (protocolo, matricula, grupo, subgrupo, tab, ocorrencia). */
export const tabulationBodySchema = z.strictObject({
  protocolo: bodyId,
  tab: bodyId,
  matricula: z.string().trim().max(40).optional(),
  grupo: z.string().trim().max(120).optional(),
  subgrupo: z.string().trim().max(120).optional(),
  ocorrencia: z.string().trim().max(2000).optional(),
});

export const finalizeProtocol = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/tab',
  summary: 'Tabulate and finalize a protocol (to the NPS survey when its department has one)',
  tags: ['protocol'],
  auth: true,
  body: tabulationBodySchema,
  response: z.object({ message: z.string(), protocol: protocolSchema }),
});

export const tabulateProtocol = defineContract({
  method: 'POST',
  path: '/api/v1/protocol/tab',
  summary: 'Tabulate a protocol without finalizing it',
  tags: ['protocol'],
  auth: true,
  body: tabulationBodySchema,
  response: z.object({ message: z.string(), protocol: protocolSchema }),
});

export const closeProtocol = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/closed/:id',
  summary: 'Close a protocol without a tabulation',
  tags: ['protocol'],
  auth: true,
  params: idParamsSchema,
  response: protocolSchema,
});

export const closeAllProtocols = defineContract({
  method: 'PUT',
  path: '/api/v1/protocol/closedall',
  summary: 'Close several protocols at once (supervisors); answers the ones closed',
  tags: ['protocol'],
  auth: true,
  body: z.strictObject({ ids: z.array(bodyId).min(1).max(500) }),
  response: z.object({ closed: z.array(z.number().int()) }),
});

export const noteBodySchema = z.strictObject({ protocol_id: bodyId, text: z.string().trim().min(1).max(4000) });

export const addNote = defineContract({
  method: 'POST',
  path: '/api/v1/note',
  summary: 'Add an internal note to a protocol (never sent to the customer)',
  tags: ['protocol'],
  auth: true,
  body: noteBodySchema,
  response: noteSchema,
});

export const listNotes = defineContract({
  method: 'GET',
  path: '/api/v1/note/:id',
  summary: 'Notes of a protocol, oldest first',
  tags: ['protocol'],
  auth: true,
  params: idParamsSchema,
  response: z.array(noteSchema),
});

export const exportProtocol = defineContract({
  method: 'GET',
  path: '/api/v1/protocol/export',
  summary: 'The protocol as a PDF: data, messages, internal notes and history, in the reader’s language',
  tags: ['protocol'],
  auth: true,
  query: z.strictObject({ protocol: z.coerce.number<string>().int().positive() }),
  response: z.string().describe('application/pdf'),
});

export const derivateToVoice = defineContract({
  method: 'POST',
  path: '/api/v1/protocol/:id/derivate_voice',
  summary: 'Move the conversation to the video/voice queue',
  tags: ['protocol'],
  auth: true,
  params: idParamsSchema,
  response: protocolSchema,
});
