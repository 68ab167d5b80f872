import type { CrmField } from '@contact/domain/crm';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, createdAt, departments, updatedAt } from './identity';

/**
 * CRM templates (spec backoffice §3 CRM): the form of a company's customer records. The
 * fields are one ordered JSONB list, always read and written with their template. The id
 * is a string, as the spec's `_id`.
 */
export const crmTemplates = pgTable(
  'crm_templates',
  {
    id: text('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    autoPortfolio: boolean('auto_portfolio').notNull().default(false),
    groupedRegistration: boolean('grouped_registration').notNull().default(false),
    fields: jsonb('fields')
      .$type<CrmField[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('crm_templates_company_name_key').on(table.companyId, sql`lower(${table.name})`),
    // Which departments have a CRM schema: the wizard reads it on every open.
    index('crm_templates_department_idx').on(table.companyId, table.departmentId, table.active),
  ],
);
