import { readNotificationPreferences, type CurrentUser, type UserSummary } from '@contact/domain/users';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, userDepartments, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;

export const photoUrl = (key: string | null) => (key ? `/api/v1/files/${key}` : null);

const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/** The departments of each user, in one query. */
export async function departmentIdsOf(db: Database, userIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return result;
  const rows = await db
    .select({ userId: userDepartments.userId, departmentId: userDepartments.departmentId })
    .from(userDepartments)
    .where(inArray(userDepartments.userId, userIds))
    .orderBy(asc(userDepartments.departmentId));
  for (const row of rows) result.get(row.userId)?.push(row.departmentId);
  return result;
}

/** A user as administrators and supervisors read one: the spec's user fields. */
export function toUserDetail(user: UserRow, department: number[]) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.profile as UserSummary['role'],
    department,
    active: user.active,
    photoUrl: photoUrl(user.photoKey),
    phone: user.phone,
    ramal: user.extension,
    weonExtension: user.weonExtension,
    telephonyProvider: user.telephonyProvider,
    utc: user.utc,
    canTransferOutsideDepartments: user.canTransferOutsideDepartments,
    performsOutbound: user.performsOutbound,
    analysesSentiment: user.analysesSentiment,
  };
}

export function toCurrentUser(user: UserRow, company: CompanyRow, department: number[]): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.profile as CurrentUser['role'],
    phone: user.phone,
    photoUrl: photoUrl(user.photoKey),
    theme: user.theme as CurrentUser['theme'],
    fontSize: user.fontSize as CurrentUser['fontSize'],
    language: user.language as CurrentUser['language'],
    emailSignature: user.emailSignature,
    ramal: user.extension,
    ramal_status: user.extensionStatus as CurrentUser['ramal_status'],
    distribuition: user.takesDistribution,
    department,
    twoFactorEnabled: user.twoFactorEnabled,
    canTransferOutsideDepartments: user.canTransferOutsideDepartments,
    performsOutbound: user.performsOutbound,
    analysesSentiment: user.analysesSentiment,
    notifications: readNotificationPreferences(user.notificationPreferences),
    company: { id: company.id, name: company.name, requireTwoFactor: company.requireTwoFactor },
  };
}

export async function getCurrentUser(db: Database, userId: number): Promise<CurrentUser> {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound();
  const departments = await departmentIdsOf(db, [userId]);
  return toCurrentUser(row.user, row.company, departments.get(userId) ?? []);
}

export function createUserService(options: { db: Database; vendorDomains: string[] }) {
  const { db, vendorDomains } = options;
  const isVendor = (email: string) => vendorDomains.includes(emailDomain(email));

  return {
    /** Vendor staff are hidden from a customer's list unless the reader is vendor staff too (spec §6). */
    async list(scope: TenantScope, readerEmail: string): Promise<UserSummary[]> {
      const rows = await db.select().from(users).where(scope.where(users)).orderBy(asc(users.name));
      const visible = isVendor(readerEmail) ? rows : rows.filter((row) => !isVendor(row.email));
      const departments = await departmentIdsOf(
        db,
        visible.map((row) => row.id),
      );
      return visible.map((row) => ({
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.profile as UserSummary['role'],
        department: departments.get(row.id) ?? [],
        active: row.active,
        photoUrl: photoUrl(row.photoKey),
      }));
    },

    async get(scope: TenantScope, id: number) {
      const [row] = await db
        .select()
        .from(users)
        .where(scope.where(users, eq(users.id, id)))
        .limit(1);
      if (!row) throw notFound();
      const departments = await departmentIdsOf(db, [id]);
      return toUserDetail(row, departments.get(id) ?? []);
    },
  };
}

/** The departments a user belongs to. */
export async function userDepartmentIds(db: Database, userId: number): Promise<number[]> {
  return (await departmentIdsOf(db, [userId])).get(userId) ?? [];
}

/** An active user of the company with their departments, for assignment and transfer. */
export async function findActiveUser(db: Database, companyId: number, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      role: users.profile,
      canTransferOutsideDepartments: users.canTransferOutsideDepartments,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  return { ...row, departments: await userDepartmentIds(db, userId) };
}
