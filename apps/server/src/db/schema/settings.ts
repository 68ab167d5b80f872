import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, createdAt, updatedAt, users } from './identity';

/**
 * Every settings section's records in one table: the section's declaration in the domain
 * says what `data` holds. Secrets are sealed in `secrets` (field path -> ciphertext) so no
 * search or list query ever reads them. Other modules reference a record by its id.
 */
export const settingsRecords = pgTable(
  'settings_records',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    section: text('section').notNull(),
    /** A child record's owner, such as the WhatsApp account of an HSM template. */
    parentId: integer('parent_id').references((): AnyPgColumn => settingsRecords.id, { onDelete: 'cascade' }),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    secrets: jsonb('secrets')
      .notNull()
      .default(sql`'{}'::jsonb`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('settings_records_list_idx').on(table.companyId, table.section, table.active, table.id),
    index('settings_records_parent_idx').on(table.parentId),
    // Containment lookups: SLA by department and channel, records of a department.
    index('settings_records_data_idx').using('gin', sql`${table.data} jsonb_path_ops`),
  ],
);

/** Each agent's current status and break, and the dialer state of their extension. */
export const agentStates = pgTable(
  'agent_states',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status').notNull().default('offline'),
    breakId: integer('break_id').references(() => settingsRecords.id, { onDelete: 'set null' }),
    statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
    dialerType: text('dialer_type').notNull().default('manual'),
    /** Set by the dialer integration when the agent's softphone registers or drops. */
    softphoneLoggedIn: boolean('softphone_logged_in').notNull().default(false),
    softphoneChangedAt: timestamp('softphone_changed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [index('agent_states_company_idx').on(table.companyId)],
);

/** Every status change, for the users report (breaks taken and time in pause). */
export const agentStatusEvents = pgTable(
  'agent_status_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    breakId: integer('break_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_status_events_company_at_idx').on(table.companyId, table.at)],
);
