import {
  brazilianDay,
  brazilianToday,
  pauseTotals,
  type StatusChange,
  type UsersReportRow,
} from '@contact/domain/settings';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentStates, agentStatusEvents, users } from '../../db/schema';
import type { TenantScope } from '../../platform/tenancy';
import { departmentNames } from '../departments/departments.service';
import { isVendorEmail, toAdminUsers, vendorWhere } from './admin-user-rows';

/** The users report of a day: who they are and the breaks they took (time in Brazil). */
export function createUsersReportService(deps: { db: Database; vendorDomains: string[] }) {
  const { db, vendorDomains } = deps;

  async function changesOf(companyId: number, window: { start: number; end: number }) {
    const [inside, before] = await Promise.all([
      db
        .select({ userId: agentStatusEvents.userId, status: agentStatusEvents.status, at: agentStatusEvents.at })
        .from(agentStatusEvents)
        .where(
          and(
            eq(agentStatusEvents.companyId, companyId),
            gte(agentStatusEvents.at, new Date(window.start)),
            lt(agentStatusEvents.at, new Date(window.end)),
          ),
        )
        .orderBy(asc(agentStatusEvents.at)),
      db
        .selectDistinctOn([agentStatusEvents.userId], {
          userId: agentStatusEvents.userId,
          status: agentStatusEvents.status,
          at: agentStatusEvents.at,
        })
        .from(agentStatusEvents)
        .where(and(eq(agentStatusEvents.companyId, companyId), lt(agentStatusEvents.at, new Date(window.start))))
        .orderBy(agentStatusEvents.userId, desc(agentStatusEvents.at)),
    ]);
    const change = (row: { status: string; at: Date | string }): StatusChange => ({
      status: row.status,
      at: new Date(row.at).getTime(),
    });
    const byUser = new Map<number, StatusChange[]>();
    for (const row of inside) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), change(row)]);
    return { byUser, before: new Map(before.map((row) => [row.userId, change(row)])) };
  }

  return {
    async report(scope: TenantScope, readerEmail: string, date: string | undefined, now = Date.now()) {
      const day = date ?? brazilianToday(now);
      const window = brazilianDay(day);
      const rows = await db
        .select()
        .from(users)
        .where(
          scope.where(users, isVendorEmail(readerEmail, vendorDomains) ? undefined : vendorWhere(vendorDomains, false)),
        )
        .orderBy(asc(users.name));
      const [people, names, changes, states] = await Promise.all([
        toAdminUsers(db, rows, vendorDomains),
        departmentNames(db, scope.companyId),
        changesOf(scope.companyId, window),
        db
          .select({ userId: agentStates.userId, since: agentStates.statusSince })
          .from(agentStates)
          .where(eq(agentStates.companyId, scope.companyId)),
      ]);
      const since = new Map(states.map((state) => [state.userId, new Date(state.since).toISOString()]));
      const result: UsersReportRow[] = people.map((person) => ({
        id: person.id,
        name: person.name,
        email: person.email,
        role: person.role,
        departments: person.department.map((id) => names.get(id) ?? String(id)),
        ramal: person.ramal,
        active: person.active,
        status: person.status,
        ...pauseTotals(changes.before.get(person.id) ?? null, changes.byUser.get(person.id) ?? [], window, now),
        lastStatusAt: since.get(person.id) ?? null,
      }));
      return { date: day, rows: result };
    },
  };
}
