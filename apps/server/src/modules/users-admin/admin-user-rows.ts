import type { AdminUser } from '@contact/domain/settings';
import { inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentStates, users } from '../../db/schema';
import { departmentIdsOf, toUserDetail } from '../users/users.service';

export type UserRow = typeof users.$inferSelect;

const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

export function isVendorEmail(email: string, vendorDomains: readonly string[]): boolean {
  return vendorDomains.includes(emailDomain(email));
}

/** Users on (or off) the vendor's domains, in SQL. */
export function vendorWhere(vendorDomains: readonly string[], vendor: boolean): SQL | undefined {
  if (vendorDomains.length === 0) return vendor ? sql`false` : undefined;
  const domain = sql`lower(split_part(${users.email}, '@', 2))`;
  return vendor ? inArray(domain, [...vendorDomains]) : notInArray(domain, [...vendorDomains]);
}

async function statusesOf(db: Database, userIds: number[]): Promise<Map<number, AdminUser['status']>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: agentStates.userId, status: agentStates.status })
    .from(agentStates)
    .where(inArray(agentStates.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row.status as AdminUser['status']]));
}

/** Users as administrators see them, with departments and current status, in two queries. */
export async function toAdminUsers(
  db: Database,
  rows: UserRow[],
  vendorDomains: readonly string[],
): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.id);
  const [departments, statuses] = await Promise.all([departmentIdsOf(db, ids), statusesOf(db, ids)]);
  return rows.map((row) => ({
    ...toUserDetail(row, departments.get(row.id) ?? []),
    distribuition: row.takesDistribution,
    vendor: isVendorEmail(row.email, vendorDomains),
    status: statuses.get(row.id) ?? 'offline',
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
