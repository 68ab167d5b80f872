import type { CrmTemplate, CrmTemplateValues } from '@contact/domain/crm';
import { pageWindow, type SettingsListQuery } from '@contact/domain/settings';
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { crmTemplates } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { existingDepartmentIds } from '../departments/departments.service';

type Row = typeof crmTemplates.$inferSelect;

const toTemplate = (row: Row): CrmTemplate => ({
  _id: row.id,
  name: row.name,
  departmentId: row.departmentId,
  active: row.active,
  autoPortfolio: row.autoPortfolio,
  groupedRegistration: row.groupedRegistration,
  fields: row.fields,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The departments of the company with a CRM schema: an active template linked to them
 * (spec protocol-inbox §5: choosing CRM offers only these).
 */
export async function departmentsWithCrmSchema(db: Database, companyId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ departmentId: crmTemplates.departmentId })
    .from(crmTemplates)
    .where(and(eq(crmTemplates.companyId, companyId), eq(crmTemplates.active, true)));
  return new Set(rows.map((row) => row.departmentId));
}

export type CrmTemplateListQuery = SettingsListQuery & { department?: number };

export function createCrmTemplateService(db: Database) {
  async function ensureNameFree(scope: TenantScope, name: string, exceptId?: string) {
    const [clash] = await db
      .select({ id: crmTemplates.id })
      .from(crmTemplates)
      .where(scope.where(crmTemplates, sql`lower(${crmTemplates.name}) = lower(${name})`))
      .limit(1);
    if (clash && clash.id !== exceptId) throw conflict('crm.errors.nameTaken', 'name');
  }

  async function ensureDepartment(scope: TenantScope, departmentId: number) {
    if (!(await existingDepartmentIds(db, scope.companyId, [departmentId])).has(departmentId)) {
      throw new AppError('validation', 'errors.validation', {}, { departmentId: { key: 'validation.invalidOption' } });
    }
  }

  const settingsOf = (input: CrmTemplateValues) => ({
    name: input.name,
    departmentId: input.departmentId,
    active: input.active,
    autoPortfolio: input.autoPortfolio,
    groupedRegistration: input.groupedRegistration,
    fields: input.fields,
  });

  return {
    async page(scope: TenantScope, query: CrmTemplateListQuery) {
      const { limit, offset } = pageWindow(query);
      const where = scope.where(
        crmTemplates,
        query.search ? ilike(crmTemplates.name, `%${escapeLike(query.search)}%`) : undefined,
        query.active ? eq(crmTemplates.active, query.active === 'true') : undefined,
        query.department ? eq(crmTemplates.departmentId, query.department) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(crmTemplates)
          .where(where)
          .orderBy(asc(sql`lower(${crmTemplates.name})`), asc(crmTemplates.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(crmTemplates).where(where),
      ]);
      return { items: rows.map(toTemplate), total: total?.total ?? 0, limit, offset };
    },

    async get(scope: TenantScope, id: string): Promise<CrmTemplate> {
      const [row] = await db
        .select()
        .from(crmTemplates)
        .where(scope.where(crmTemplates, eq(crmTemplates.id, id)))
        .limit(1);
      if (!row) throw notFound();
      return toTemplate(row);
    },

    async create(scope: TenantScope, input: CrmTemplateValues): Promise<CrmTemplate> {
      await ensureDepartment(scope, input.departmentId);
      await ensureNameFree(scope, input.name);
      const [row] = await db
        .insert(crmTemplates)
        .values(scope.values({ id: randomUUID(), ...settingsOf(input) }))
        .returning();
      if (!row) throw notFound();
      return toTemplate(row);
    },

    async update(scope: TenantScope, id: string, input: CrmTemplateValues): Promise<CrmTemplate> {
      await ensureDepartment(scope, input.departmentId);
      await ensureNameFree(scope, input.name, id);
      const [row] = await db
        .update(crmTemplates)
        .set({ ...settingsOf(input), updatedAt: new Date() })
        .where(scope.where(crmTemplates, eq(crmTemplates.id, id)))
        .returning();
      if (!row) throw notFound();
      return toTemplate(row);
    },

    async setActive(scope: TenantScope, id: string, active: boolean): Promise<CrmTemplate> {
      const [row] = await db
        .update(crmTemplates)
        .set({ active, updatedAt: new Date() })
        .where(scope.where(crmTemplates, eq(crmTemplates.id, id)))
        .returning();
      if (!row) throw notFound();
      return toTemplate(row);
    },
  };
}
