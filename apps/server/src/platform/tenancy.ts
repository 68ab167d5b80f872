import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Anything owned by a company carries its company_id. */
type TenantTable = { companyId: PgColumn };

/**
 * The one place where a company's rows are told apart: every service query on a
 * tenant-owned table goes through `where` and every insert through `values`.
 */
export type TenantScope = {
  companyId: number;
  where(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL;
  values<T extends object>(values: T): T & { companyId: number };
};

export function tenantScope(companyId: number): TenantScope {
  return {
    companyId,
    where: (table, ...conditions) => and(eq(table.companyId, companyId), ...conditions) as SQL,
    values: (values) => ({ ...values, companyId }),
  };
}
