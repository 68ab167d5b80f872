import type { Department } from '@contact/domain/departments';
import type { departmentCreateSchema, departmentUpdateSchema } from '@contact/domain/departments';
import { pageWindow, type SettingsListQuery } from '@contact/domain/settings';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { departments } from '../../db/schema';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { settingsRecordExists } from '../settings/lookups/records.lookup';

const columns = {
  id: departments.id,
  name: departments.name,
  color: departments.color,
  active: departments.active,
  workflowOrder: departments.workflowOrder,
  slackNotify: departments.slackNotify,
  sendAgentName: departments.sendAgentName,
  whatsappId: departments.whatsappId,
  botId: departments.botId,
  email: departments.email,
  marketingEmail: departments.marketingEmail,
};

type Changes = Partial<z.infer<typeof departmentCreateSchema>>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Which of these department ids belong to the company. */
export async function existingDepartmentIds(db: Database, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The names of the company's departments by id, for reports. */
export async function departmentNames(db: Database, companyId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The WhatsApp account each department of the company names as its own. */
export async function departmentWhatsappIds(db: Database, companyId: number): Promise<Map<number, number | null>> {
  const rows = await db
    .select({ id: departments.id, whatsappId: departments.whatsappId })
    .from(departments)
    .where(eq(departments.companyId, companyId));
  return new Map(rows.map((row) => [row.id, row.whatsappId]));
}

export function createDepartmentService(db: Database) {
  async function ensureNameFree(scope: TenantScope, name: string, exceptId?: number) {
    const [clash] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(scope.where(departments, sql`lower(${departments.name}) = lower(${name})`))
      .limit(1);
    if (clash && clash.id !== exceptId) throw conflict('errors.departmentNameTaken', 'name');
  }

  /** The WhatsApp account and the bot must be the company's own records of those sections. */
  async function ensureReferences(scope: TenantScope, changes: Changes) {
    const checks = [
      ['whatsappId', 'whatsapp', changes.whatsappId],
      ['botId', 'ai-bot', changes.botId],
    ] as const;
    for (const [field, section, id] of checks) {
      if (id && !(await settingsRecordExists(db, scope.companyId, section, id))) {
        throw new AppError('validation', 'errors.validation', {}, { [field]: { key: 'validation.invalidOption' } });
      }
    }
  }

  return {
    list: (scope: TenantScope): Promise<Department[]> =>
      db
        .select(columns)
        .from(departments)
        .where(scope.where(departments))
        .orderBy(asc(departments.workflowOrder), asc(departments.name)),

    async page(scope: TenantScope, query: SettingsListQuery) {
      const { limit, offset } = pageWindow(query);
      const term = query.search ? `%${escapeLike(query.search)}%` : null;
      const where = scope.where(
        departments,
        term ? or(ilike(departments.name, term), ilike(departments.email, term)) : undefined,
        query.active ? eq(departments.active, query.active === 'true') : undefined,
      );
      const [items, [total]] = await Promise.all([
        db
          .select(columns)
          .from(departments)
          .where(where)
          .orderBy(asc(departments.name), asc(departments.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(departments).where(where),
      ]);
      return { items, total: total?.total ?? 0, limit, offset };
    },

    async get(scope: TenantScope, id: number): Promise<Department> {
      const [row] = await db
        .select(columns)
        .from(departments)
        .where(scope.where(departments, eq(departments.id, id)))
        .limit(1);
      if (!row) throw notFound();
      return row;
    },

    async create(scope: TenantScope, input: z.infer<typeof departmentCreateSchema>): Promise<Department> {
      await ensureNameFree(scope, input.name);
      await ensureReferences(scope, input);
      const [row] = await db.insert(departments).values(scope.values(input)).returning(columns);
      if (!row) throw notFound();
      return row;
    },

    async update(scope: TenantScope, input: z.infer<typeof departmentUpdateSchema>): Promise<Department> {
      const { id, ...changes } = input;
      if (changes.name) await ensureNameFree(scope, changes.name, id);
      await ensureReferences(scope, changes);
      const [row] = await db
        .update(departments)
        .set({ ...changes, updatedAt: new Date() })
        .where(scope.where(departments, eq(departments.id, id)))
        .returning(columns);
      if (!row) throw notFound();
      return row;
    },
  };
}
