import { z } from 'zod';
import { slaStateSchema } from './status';
import { templateHeaderMedia } from '../wizard/template-header';

/** A customer of a protocol; the first one can be patched from the inbox. */
export const protocolCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  tax_id: z.string().nullable(),
  crm_contact_id: z.string().nullable(),
});
export type ProtocolCustomer = z.infer<typeof protocolCustomerSchema>;

/** A protocol as the lists and events carry it: the spec's wire names, list columns kept on write. */
export const protocolSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  id_channel: z.number().int(),
  department_id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  status: z.number().int(),
  support: z.number().int(),
  tab_status: z.number().int(),
  tabulation_id: z.number().int().nullable(),
  protocol_workflow: z.number().int().nullable(),
  protocol_workflow_status: z.number().int().nullable(),
  is_recording_screen: z.boolean(),
  pause: z.boolean(),
  protocol_ia_enabled: z.boolean(),
  session_video: z.string().nullable(),
  protocol_contact_id: z.number().int().nullable(),
  protocol_phone: z.string().nullable(),
  customer_name: z.string().nullable(),
  subject: z.string().nullable(),
  origin: z.string(),
  sla: slaStateSchema,
  sla_due_at: z.string().nullable(),
  nps: z.number().int().nullable(),
  /** Pinned at the top of its owner's lists (spec `fix_protocol`). */
  fixed: z.boolean(),
  /** The linked ticket's number (spec `link_ticket`). */
  ticket: z.string().nullable(),
  /** The customer's feeling as last analysed (spec `feelings`). */
  feeling: z.enum(['positive', 'neutral', 'negative']).nullable(),
  campaign: z.number().int().nullable(),
  tags: z.array(z.object({ id: z.number().int() })),
  last_message: z.string().nullable(),
  last_message_at: z.string().nullable(),
  last_message_direction: z.enum(['in', 'out']).nullable(),
  /** The customer's last message: WhatsApp's 24-hour window runs from it. */
  last_inbound_at: z.string().nullable(),
  /** The number, mailbox or widget it runs on; null when an integration delivers its messages. */
  channel_config_id: z.number().int().nullable(),
  /** That configuration's settings section (`whatsapp-official`, `whatsapp-qr-code` …): channel rules differ by it. */
  channel_config_section: z.string().nullable(),
  unread_count: z.number().int(),
  queued_at: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
  /** The company's change sequence at this protocol's last change. */
  seq: z.number().int(),
});
export type Protocol = z.infer<typeof protocolSchema>;

export const attachmentSchema = z.object({
  key: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  url: z.string(),
});

export const deliveryStatuses = ['received', 'queued', 'sent', 'delivered', 'read', 'failed'] as const;

export const messageSchema = z.object({
  message_id: z.number().int(),
  protocol_id: z.number().int(),
  direction: z.enum(['in', 'out']),
  author: z.enum(['customer', 'agent', 'bot', 'system']),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  text: z.string(),
  attachments: z.array(attachmentSchema),
  status: z.enum(deliveryStatuses),
  failure_reason: z.string().nullable(),
  client_id: z.string().nullable(),
  /** The text of an audio message, when transcribed. */
  transcription: z.string().nullable(),
  /** An e-mail's subject. */
  subject: z.string().nullable(),
  /** An e-mail's HTML body, sanitized when it was received (no scripts, handlers or remote content). */
  html: z.string().nullable(),
  /** A location the customer shared. */
  location: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      name: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  /** The media a WhatsApp template's header carried, by its public link. */
  template_header: z.object({ type: z.enum(templateHeaderMedia), link: z.string() }).nullable(),
  created_at: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  protocol_id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  text: z.string(),
  created_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

/** Kinds of entry in a protocol's history. */
export const historyTypes = [
  'created',
  'assigned',
  'taken',
  'transferred',
  'requeued',
  'status_changed',
  'paused',
  'resumed',
  'ia_enabled',
  'ia_disabled',
  'tagged',
  'untagged',
  'categorized',
  'workflow_status',
  'tabulated',
  'closed',
  'customer_updated',
  'call_scheduled',
  'reminder_scheduled',
  'silence_message',
  'pinned',
  'unpinned',
  'ticket_linked',
  'occurrence',
  'phone_call',
  'feeling',
  'video_session',
  'call_requested',
] as const;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  protocol_id: z.number().int(),
  type: z.enum(historyTypes),
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const protocolDetailSchema = protocolSchema.extend({
  customers: z.array(protocolCustomerSchema),
  notes: z.array(noteSchema),
});
export type ProtocolDetail = z.infer<typeof protocolDetailSchema>;
