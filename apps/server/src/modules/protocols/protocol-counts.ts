import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { countPeriods, type CountPeriods, type CountQuery, type DayRange } from '@contact/domain/protocols';
import { resolveDateRange } from '@contact/domain/validation';
import { and, between, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { protocolMonthlyCounts as totals, protocols } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { countFilters, createdWithin } from './protocol-filters';

export type CountKey = 'department' | 'channel' | 'support' | 'status';
export type CountRow<K extends CountKey> = Record<K, number> & { count: number };

const onProtocols: Record<CountKey, AnyPgColumn> = {
  department: protocols.departmentId,
  channel: protocols.channelId,
  support: protocols.support,
  status: protocols.status,
};
const onTotals: Record<CountKey, AnyPgColumn> = {
  department: totals.departmentId,
  channel: totals.channelId,
  support: totals.support,
  status: totals.status,
};

const columnsOf = (keys: CountKey[], columns: Record<CountKey, AnyPgColumn>) =>
  Object.fromEntries(keys.map((key) => [key, columns[key]]));

/** The filters of a count on the monthly totals: they hold no user, so counts by user never come here. */
function totalsFilters(auth: AuthContext, query: CountQuery, months: NonNullable<CountPeriods['months']>): SQL {
  return and(
    eq(totals.companyId, auth.companyId),
    between(totals.month, months.first, months.last),
    query.department_id?.length ? inArray(totals.departmentId, query.department_id) : undefined,
    query.id_channel?.length ? inArray(totals.channelId, query.id_channel) : undefined,
    query.id_support ? eq(totals.support, query.id_support) : undefined,
  ) as SQL;
}

/** Adds up the rows of each group (the months' part and the days' part), drops empty groups, orders by the keys. */
function sumByGroup<K extends CountKey>(keys: K[], rows: CountRow<K>[]): CountRow<K>[] {
  const groups = new Map<string, CountRow<K>>();
  for (const row of rows) {
    const id = keys.map((key) => row[key]).join(':');
    const group = groups.get(id);
    if (group) group.count += row.count;
    else groups.set(id, { ...row });
  }
  const order = (a: CountRow<K>, b: CountRow<K>) => keys.reduce((result, key) => result || a[key] - b[key], 0);
  return [...groups.values()].filter((group) => group.count > 0).sort(order);
}

/**
 * A company's protocols counted by the given keys, in one statement. A supervisor's count reads
 * the whole months of its date range from the monthly totals (`protocol_monthly_counts`, kept by
 * a trigger on every protocol write) and only the days around them from the protocols: the
 * default range, five years, is a few thousand rows instead of every protocol. An operator's
 * counts (their own protocols) and counts by user read the protocols through their indexes.
 */
export async function countProtocols<K extends CountKey>(
  db: Database,
  auth: AuthContext,
  query: CountQuery,
  keys: K[],
  now: Date,
): Promise<CountRow<K>[]> {
  const range = resolveDateRange(query.date ?? { from: null, to: null }, now);
  const byUser = seesOnlyOwnProtocols(auth.role) || Boolean(query.user?.length);
  const periods = byUser ? { months: null, days: [range] } : countPeriods(range, now.toISOString().slice(0, 10));
  const fromProtocols = (days: DayRange[]) =>
    db
      .select({ ...columnsOf(keys, onProtocols), count: sql<number>`count(*)::int` })
      .from(protocols)
      .where(and(countFilters(auth, query), or(...days.map(createdWithin))))
      .groupBy(...keys.map((key) => onProtocols[key]));
  if (!periods.months) {
    if (periods.days.length === 0) return [];
    return sumByGroup(keys, (await fromProtocols(periods.days)) as CountRow<K>[]);
  }
  const fromTotals = db
    .select({ ...columnsOf(keys, onTotals), count: sql<number>`sum(${totals.count})::int` })
    .from(totals)
    .where(totalsFilters(auth, query, periods.months))
    .groupBy(...keys.map((key) => onTotals[key]));
  const rows = periods.days.length ? await unionAll(fromTotals, fromProtocols(periods.days)) : await fromTotals;
  return sumByGroup(keys, rows as CountRow<K>[]);
}
