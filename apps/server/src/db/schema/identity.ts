import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  requireTwoFactor: boolean('require_two_factor').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    color: text('color').notNull().default('#1c7ed6'),
    active: boolean('active').notNull().default(true),
    workflowOrder: integer('workflow_order').notNull().default(0),
    slackNotify: boolean('slack_notify').notNull().default(false),
    sendAgentName: boolean('send_agent_name').notNull().default(true),
    /** The WhatsApp account and AI bot serving the department: ids of settings records. */
    whatsappId: integer('whatsapp_id'),
    botId: integer('bot_id'),
    email: text('email'),
    marketingEmail: text('marketing_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('departments_company_name_key').on(table.companyId, sql`lower(${table.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /** Always stored lower-case; unique across companies because sign-in is by e-mail alone. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    profile: integer('profile').notNull(),
    extension: text('extension'),
    extensionStatus: text('extension_status'),
    weonExtension: text('weon_extension'),
    telephonyProvider: text('telephony_provider'),
    utc: text('utc').notNull().default('America/Sao_Paulo'),
    phone: text('phone'),
    photoKey: text('photo_key'),
    active: boolean('active').notNull().default(true),
    canTransferOutsideDepartments: boolean('can_transfer_outside_departments').notNull().default(false),
    performsOutbound: boolean('performs_outbound').notNull().default(false),
    analysesSentiment: boolean('analyses_sentiment').notNull().default(false),
    takesDistribution: boolean('takes_distribution').notNull().default(true),
    theme: text('theme').notNull().default('light'),
    language: text('language').notNull().default('pt-BR'),
    fontSize: text('font_size').notNull().default('medium'),
    emailSignature: text('email_signature').notNull().default(''),
    /** Notification preferences of the profile (spec §9 types); missing keys take their defaults. */
    notificationPreferences: jsonb('notification_preferences')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** TOTP secrets, encrypted at rest. */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    twoFactorLastStep: integer('two_factor_last_step'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_key').on(table.email), index('users_company_idx').on(table.companyId)],
);

export const userDepartments = pgTable(
  'user_departments',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.departmentId] }),
    index('user_departments_department_idx').on(table.departmentId),
  ],
);

/** One row per issued token (its jti); logout revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    twoFactorAuthenticated: boolean('two_factor_authenticated').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Failed sign-in and two-factor attempts in their window, shared by every server process. The key
 * is a digest (of an e-mail, an address, a user), so no e-mail anyone typed is kept.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    keyHash: text('key_hash').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_attempts_window_idx').on(table.windowEndsAt)],
);

/** One-time codes for signing in without the authenticator app, kept only as SHA-256 digests. */
export const recoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId, table.codeHash)],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    transport: text('transport').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_emails_company_idx').on(table.companyId, table.id)],
);
