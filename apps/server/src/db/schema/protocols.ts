import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, createdAt, departments, updatedAt, users } from './identity';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The company's change counter: every committed protocol change takes the next value. */
export const companySequences = pgTable('company_sequences', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/** A customer as the company knows them; channels find them by phone (E.164 digits) or e-mail. */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    taxId: text('tax_id'),
    crmContactId: text('crm_contact_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('contacts_company_phone_idx').on(table.companyId, table.phone),
    index('contacts_company_email_idx').on(table.companyId, table.email),
  ],
);

/**
 * One customer conversation. The list columns (customer name, last message, unread count,
 * SLA state, owner name) are kept on write so a list page is one indexed query.
 */
export const protocols = pgTable(
  'protocols',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull(),
    channelId: integer('channel_id').notNull(),
    /** The channel configuration (WhatsApp number, mailbox, widget) it runs on: a settings record. */
    channelConfigId: integer('channel_config_id'),
    /** The settings section of that configuration (`whatsapp-official`, `whatsapp-qr-code` …): rules differ by it. */
    channelConfigSection: text('channel_config_section'),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name'),
    status: integer('status').notNull(),
    support: integer('support').notNull(),
    tabStatus: integer('tab_status').notNull().default(1),
    tabulationId: integer('tabulation_id'),
    workflowId: integer('workflow_id'),
    workflowStatus: integer('workflow_status'),
    isRecordingScreen: boolean('is_recording_screen').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    aiEnabled: boolean('ai_enabled').notNull().default(false),
    sessionVideo: text('session_video'),
    contactId: integer('contact_id').references(() => contacts.id),
    customerName: text('customer_name'),
    phone: text('phone'),
    subject: text('subject'),
    /**
     * A space, then the name and the subject as searches compare them (`searchNormal`), joined
     * by ' | ': a list walking its index with a frequent search filters on it (`like '% word%'`).
     * Written by a trigger when either changes (migration 0017); never sent.
     */
    searchText: text('search_text'),
    origin: text('origin').notNull().default('inbound'),
    slaState: text('sla_state').notNull().default('sem_sla'),
    slaStartedAt: at('sla_started_at'),
    slaDueAt: at('sla_due_at'),
    npsScore: integer('nps_score'),
    /** Pinned (spec `fix_protocol`): kept at the top of its owner's lists. */
    pinnedAt: at('pinned_at'),
    /** The ticket this protocol was linked to in the company's ticketing (spec `link_ticket`). */
    ticketRef: text('ticket_ref'),
    /** The customer's feeling as a sentiment analysis last read it (spec `feelings`). */
    feeling: text('feeling'),
    feelingScore: integer('feeling_score'),
    campaignId: integer('campaign_id'),
    tagIds: integer('tag_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Agents who let this protocol go unanswered: distribution tries them last. */
    passedUserIds: integer('passed_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    lastMessageText: text('last_message_text'),
    lastMessageAt: at('last_message_at'),
    lastMessageDirection: text('last_message_direction'),
    /** When the customer last wrote: WhatsApp's 24-hour customer-service window runs from here. */
    lastInboundAt: at('last_inbound_at'),
    unreadCount: integer('unread_count').notNull().default(0),
    queuedAt: at('queued_at'),
    assignedAt: at('assigned_at'),
    closedAt: at('closed_at'),
    lastActivityAt: at('last_activity_at').notNull().defaultNow(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('protocols_company_number_key').on(table.companyId, table.number),
    index('protocols_list_idx').on(table.companyId, table.status, table.support, table.lastActivityAt),
    // An operator's lists, and their counts from this index alone (the columns after the order).
    index('protocols_owner_idx').on(
      table.companyId,
      table.userId,
      table.status,
      table.lastActivityAt,
      table.createdAt,
      table.support,
      table.departmentId,
      table.channelId,
    ),
    index('protocols_department_idx').on(table.companyId, table.departmentId, table.status, table.lastActivityAt),
    index('protocols_queue_idx')
      .on(table.companyId, table.departmentId, table.queuedAt)
      .where(sql`status = 1 and user_id is null`),
    index('protocols_seq_idx').on(table.companyId, table.seq),
    index('protocols_contact_idx').on(table.companyId, table.contactId),
    // Counts group a company's protocols of a date range by queue from this index alone.
    index('protocols_count_idx').on(
      table.companyId,
      table.createdAt,
      table.support,
      table.status,
      table.departmentId,
      table.channelId,
      table.userId,
    ),
  ],
);

/**
 * How many protocols each month holds, by queue: a company's protocols created that month (in
 * the company's time zone), per department, channel, support and status. Kept by a trigger on
 * `protocols` (migration 0011) in the statement that writes the protocol, so supervisors'
 * counts over years read these few rows instead of every protocol.
 */
export const protocolMonthlyCounts = pgTable(
  'protocol_monthly_counts',
  {
    companyId: integer('company_id').notNull(),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    departmentId: integer('department_id').notNull(),
    channelId: integer('channel_id').notNull(),
    support: integer('support').notNull(),
    status: integer('status').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({
      name: 'protocol_monthly_counts_pkey',
      columns: [table.companyId, table.month, table.departmentId, table.channelId, table.support, table.status],
    }),
  ],
);

/**
 * The keys a search looks protocols up by. For each word of a protocol's name and subject, the
 * folded text from that word on (`searchNormal`, at most `searchMaxLength` characters); for its
 * phone, `#` and its digits from each digit on, while 4 or more are left (`searchPhoneDigits`;
 * folded texts hold no `#`). A search is a range of this index: every key that starts with the
 * folded search, or with `#` and its digits. Written by a trigger on `protocols` (migrations 0017
 * and 0018) when a protocol is created or its name, subject or phone changes; the key is compared
 * byte by byte (`COLLATE "C"`, written in the migration), whatever the database's collation.
 */
export const protocolSearchKeys = pgTable(
  'protocol_search_keys',
  {
    companyId: integer('company_id').notNull(),
    key: text('key').notNull(),
    protocolId: integer('protocol_id').notNull(),
    /**
     * The protocol's last activity while it is closed (status 4), null while it is open: included
     * in the primary key (migration 0019), so that a search orders its closed matches from the
     * index alone and reads only the protocols its page needs.
     */
    closedActivityAt: at('closed_activity_at'),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.key, table.protocolId] })],
);

export const protocolCustomers = pgTable(
  'protocol_customers',
  {
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.protocolId, table.position] })],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    /** The protocol's channel, copied so (channel, provider id) can be unique. */
    channelId: integer('channel_id'),
    direction: text('direction').notNull(),
    author: text('author').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    text: text('text').notNull().default(''),
    attachments: jsonb('attachments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').notNull(),
    failureReason: text('failure_reason'),
    clientId: text('client_id'),
    externalId: text('external_id'),
    /** What a channel keeps beside the text: e-mail subject and headers, a location, contacts, a reply's choice. */
    meta: jsonb('meta')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_protocol_idx').on(table.protocolId, table.id),
    uniqueIndex('messages_client_key').on(table.protocolId, table.clientId),
    // A replayed webhook or a re-fetched e-mail never makes a second message.
    uniqueIndex('messages_provider_key')
      .on(table.companyId, table.channelId, table.externalId)
      .where(sql`external_id is not null`),
    // The few outgoing messages not yet handed to their channel, found at start without reading every message.
    index('messages_queued_out_idx')
      .on(table.id)
      .where(sql`status = 'queued' and direction = 'out'`),
  ],
);

export const protocolNotes = pgTable(
  'protocol_notes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    userName: text('user_name'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('protocol_notes_protocol_idx').on(table.protocolId, table.id)],
);

export const protocolEvents = pgTable(
  'protocol_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    userId: integer('user_id'),
    userName: text('user_name'),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('protocol_events_protocol_idx').on(table.protocolId, table.id)],
);

/** Per company and day, the last protocol number handed out. */
export const protocolNumbers = pgTable(
  'protocol_numbers',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    day: text('day').notNull(),
    value: integer('value').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day] })],
);

/** A protocol left a user's hands at this sequence: a reconnecting operator learns to drop it. */
export const protocolOwnerLosses = pgTable(
  'protocol_owner_losses',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').notNull(),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (table) => [index('protocol_owner_losses_user_idx').on(table.companyId, table.userId, table.seq)],
);

/** Calls back and reminders an agent scheduled on a protocol. */
export const protocolSchedules = pgTable(
  'protocol_schedules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => protocols.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    phone: text('phone'),
    text: text('text').notNull(),
    attachment: jsonb('attachment'),
    dueAt: at('due_at').notNull(),
    doneAt: at('done_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('protocol_schedules_protocol_idx').on(table.protocolId),
    index('protocol_schedules_due_idx').on(table.companyId, table.dueAt),
  ],
);
