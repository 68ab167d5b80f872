import type { userSection } from '@contact/domain/settings';
import { pageWindow, type AdminUser, type adminUserListQuerySchema, type Values } from '@contact/domain/settings';
import { passwordSchema } from '@contact/domain/validation';
import { and, asc, count, eq, exists, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { userDepartments, users } from '../../db/schema';
import { hashPassword } from '../../platform/auth/passwords';
import { AppError, conflict, forbidden, notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { forgetRecoveryCodes } from '../auth/recovery-codes';
import { existingDepartmentIds } from '../departments/departments.service';
import { isVendorEmail, toAdminUsers, vendorWhere, type UserRow } from './admin-user-rows';

type UserValues = Values<typeof userSection.fields>;
type ListQuery = z.infer<typeof adminUserListQuerySchema>;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

const invalid = (field: string, key: 'validation.invalidOption' | 'validation.weakPassword') =>
  new AppError('validation', 'errors.validation', {}, { [field]: { key } });

/** The users table columns a create or update sets. */
function columnsOf(values: Partial<UserValues>) {
  const columns: Partial<typeof users.$inferInsert> = {
    name: values.name,
    email: values.email,
    profile: values.role,
    extension: values.ramal,
    weonExtension: values.weonExtension,
    telephonyProvider: values.telephonyProvider,
    utc: values.utc ?? undefined,
    phone: values.phone,
    canTransferOutsideDepartments: values.canTransferOutsideDepartments,
    performsOutbound: values.performsOutbound,
    analysesSentiment: values.analysesSentiment,
    takesDistribution: values.distribuition,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * Administration of the company's users. Vendor staff (e-mails on the vendor's domains)
 * are invisible to the company's own administrators, who can neither read nor create them.
 */
export function createUsersAdminService(deps: { db: Database; vendorDomains: string[] }) {
  const { db, vendorDomains } = deps;
  const readerIsVendor = (email: string) => isVendorEmail(email, vendorDomains);

  async function findRow(scope: TenantScope, id: number, readerEmail: string): Promise<UserRow> {
    const [row] = await db
      .select()
      .from(users)
      .where(scope.where(users, eq(users.id, id)))
      .limit(1);
    if (!row || (isVendorEmail(row.email, vendorDomains) && !readerIsVendor(readerEmail))) throw notFound();
    return row;
  }

  async function checkWrite(scope: TenantScope, values: Partial<UserValues>, readerEmail: string, exceptId?: number) {
    if (values.email) {
      if (isVendorEmail(values.email, vendorDomains) && !readerIsVendor(readerEmail)) throw forbidden();
      const [clash] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, values.email), exceptId ? ne(users.id, exceptId) : undefined))
        .limit(1);
      if (clash) throw conflict('errors.emailTaken', 'email');
    }
    if (values.password && !passwordSchema.safeParse(values.password).success)
      throw invalid('password', 'validation.weakPassword');
    if (values.department?.length) {
      const found = await existingDepartmentIds(db, scope.companyId, values.department);
      if (values.department.some((id) => !found.has(id))) throw invalid('department', 'validation.invalidOption');
    }
  }

  async function one(scope: TenantScope, id: number): Promise<AdminUser> {
    const [row] = await db
      .select()
      .from(users)
      .where(scope.where(users, eq(users.id, id)))
      .limit(1);
    if (!row) throw notFound();
    const [user] = await toAdminUsers(db, [row], vendorDomains);
    if (!user) throw notFound();
    return user;
  }

  async function setDepartments(
    tx: Pick<Database, 'insert' | 'delete'>,
    scope: TenantScope,
    userId: number,
    ids: number[],
  ) {
    await tx.delete(userDepartments).where(eq(userDepartments.userId, userId));
    if (ids.length > 0) {
      await tx.insert(userDepartments).values(ids.map((departmentId) => scope.values({ userId, departmentId })));
    }
  }

  return {
    get: one,

    async list(scope: TenantScope, query: ListQuery) {
      const { limit, offset } = pageWindow(query);
      const term = query.search ? `%${escapeLike(query.search)}%` : null;
      const where = scope.where(
        users,
        vendorWhere(vendorDomains, false),
        term ? or(ilike(users.name, term), ilike(users.email, term), ilike(users.extension, term)) : undefined,
        query.active ? eq(users.active, query.active === 'true') : undefined,
        query.role === undefined ? undefined : eq(users.profile, query.role),
        query.department === undefined
          ? undefined
          : exists(
              db
                .select({ one: sql`1` })
                .from(userDepartments)
                .where(and(eq(userDepartments.userId, users.id), eq(userDepartments.departmentId, query.department))),
            ),
      );
      const [rows, [total]] = await Promise.all([
        db.select().from(users).where(where).orderBy(asc(users.name), asc(users.id)).limit(limit).offset(offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { items: await toAdminUsers(db, rows, vendorDomains), total: total?.total ?? 0, limit, offset };
    },

    /** The vendor's own staff, listed apart and only to vendor staff (spec §6). */
    async vendorList(scope: TenantScope, readerEmail: string) {
      if (!readerIsVendor(readerEmail)) throw forbidden();
      const rows = await db
        .select()
        .from(users)
        .where(scope.where(users, vendorWhere(vendorDomains, true)))
        .orderBy(asc(users.name));
      return toAdminUsers(db, rows, vendorDomains);
    },

    async create(scope: TenantScope, input: Record<string, unknown>, readerEmail: string): Promise<AdminUser> {
      const values = { ...(input as Partial<UserValues>) };
      await checkWrite(scope, values, readerEmail);
      const passwordHash = await hashPassword(values.password ?? '');
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values(
            scope.values({
              ...columnsOf(values),
              name: values.name ?? '',
              email: values.email ?? '',
              profile: values.role ?? 1,
              passwordHash,
            }),
          )
          .returning({ id: users.id });
        if (!row) throw notFound();
        await setDepartments(tx, scope, row.id, values.department ?? []);
        return row.id;
      });
      return one(scope, id);
    },

    /** Returns the user and whether the password changed (then the user's sessions end). */
    async update(scope: TenantScope, input: Record<string, unknown>, readerEmail: string) {
      const { id, ...values } = input as Partial<UserValues> & { id: number };
      await findRow(scope, id, readerEmail);
      await checkWrite(scope, values, readerEmail, id);
      const passwordHash = values.password ? await hashPassword(values.password) : undefined;
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...columnsOf(values), ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
          .where(scope.where(users, eq(users.id, id)));
        if (values.department) await setDepartments(tx, scope, id, values.department);
      });
      return { user: await one(scope, id), passwordChanged: Boolean(passwordHash) };
    },

    async setActive(scope: TenantScope, id: number, active: boolean, readerEmail: string): Promise<AdminUser> {
      await findRow(scope, id, readerEmail);
      await db
        .update(users)
        .set({ active, updatedAt: new Date() })
        .where(scope.where(users, eq(users.id, id)));
      return one(scope, id);
    },

    /**
     * Forgets another user's authenticator (a lost phone) and recovery codes: their next sign-in
     * sets a new one up when the company requires it. The caller ends their sessions.
     */
    async resetTwoFactor(scope: TenantScope, id: number, readerId: number, readerEmail: string): Promise<AdminUser> {
      if (id === readerId) throw new AppError('forbidden', 'errors.twoFactorResetOwn');
      const row = await findRow(scope, id, readerEmail);
      if (!row.twoFactorEnabled) throw conflict('errors.twoFactorNotEnabled');
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            twoFactorEnabled: false,
            twoFactorSecret: null,
            twoFactorPendingSecret: null,
            twoFactorLastStep: null,
            updatedAt: new Date(),
          })
          .where(scope.where(users, eq(users.id, id)));
        await forgetRecoveryCodes(tx, id);
      });
      return one(scope, id);
    },
  };
}
export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
