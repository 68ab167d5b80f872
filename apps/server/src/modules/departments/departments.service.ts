import type { Department } from '@contact/domain/departments';
import type { departmentCreateSchema, departmentUpdateSchema } from '@contact/domain/departments';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { departments } from '../../db/schema';
import { conflict, notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';

const columns = {
  id: departments.id,
  name: departments.name,
  color: departments.color,
  active: departments.active,
  workflowOrder: departments.workflowOrder,
  slackNotify: departments.slackNotify,
  sendAgentName: departments.sendAgentName,
};

export function createDepartmentService(db: Database) {
  async function ensureNameFree(scope: TenantScope, name: string, exceptId?: number) {
    const [clash] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(scope.where(departments, sql`lower(${departments.name}) = lower(${name})`))
      .limit(1);
    if (clash && clash.id !== exceptId) throw conflict('errors.departmentNameTaken', 'name');
  }

  return {
    list: (scope: TenantScope): Promise<Department[]> =>
      db
        .select(columns)
        .from(departments)
        .where(scope.where(departments))
        .orderBy(asc(departments.workflowOrder), asc(departments.name)),

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
      const [row] = await db.insert(departments).values(scope.values(input)).returning(columns);
      if (!row) throw notFound();
      return row;
    },

    async update(scope: TenantScope, input: z.infer<typeof departmentUpdateSchema>): Promise<Department> {
      const { id, ...changes } = input;
      if (changes.name) await ensureNameFree(scope, changes.name, id);
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
