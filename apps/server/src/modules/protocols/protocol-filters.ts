import type { CountQuery, DayRange, ProtocolListQuery } from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { resolveDateRange } from '@contact/domain/validation';
import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { protocolSearch, protocols } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';

/** The company's wall clock, for the day bounds of date filters. */
const timeZone = 'America/Sao_Paulo';

/** Company and visibility: operators (role 2 or lower) see only their own protocols. */
export function visibleTo(auth: AuthContext): SQL {
  const company = eq(protocols.companyId, auth.companyId);
  return seesOnlyOwnProtocols(auth.role) ? (and(company, eq(protocols.userId, auth.userId)) as SQL) : company;
}

/** Protocols created from the first day through the last (days of the company's wall clock). */
export function createdWithin(range: DayRange): SQL {
  return sql`${protocols.createdAt} >= (${range.from}::date)::timestamp at time zone ${timeZone}
    and ${protocols.createdAt} < ((${range.to}::date + 1)::timestamp at time zone ${timeZone})`;
}

function dateFilter(range: { from: string | null; to: string | null } | undefined, now: Date): SQL | undefined {
  return range ? createdWithin(resolveDateRange(range, now)) : undefined;
}

/**
 * Protocols whose number is the search, or whose customer name, subject or phone holds it. The
 * texts are searched in their own table (`protocol_search`, by its trigram index), and the
 * matches read from `protocols` by id.
 */
function searchFilter(companyId: number, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const digits = search.replace(/\D/g, '');
  const pattern = `%${search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  const texts = or(
    ilike(protocolSearch.customerName, pattern),
    ilike(protocolSearch.subject, pattern),
    digits.length >= 4 ? sql`${protocolSearch.phone} like ${`%${digits}%`}` : undefined,
  );
  return sql`${protocols.id} in (
    select ${protocolSearch.protocolId} from ${protocolSearch} where ${protocolSearch.companyId} = ${companyId} and (${texts})
    union all
    select "numbered"."id" from ${protocols} as "numbered" where "numbered"."company_id" = ${companyId} and "numbered"."number" = ${search})`;
}

export function listConditions(auth: AuthContext, query: ProtocolListQuery, now: Date): SQL {
  return and(
    visibleTo(auth),
    query.department?.length ? inArray(protocols.departmentId, query.department) : undefined,
    query.user?.length ? inArray(protocols.userId, query.user) : undefined,
    query.channel?.length ? inArray(protocols.channelId, query.channel) : undefined,
    query.status?.length ? inArray(protocols.status, query.status) : undefined,
    query.support ? eq(protocols.support, query.support) : undefined,
    query.sla ? eq(protocols.slaState, query.sla) : undefined,
    dateFilter(query.date, now),
    searchFilter(auth.companyId, query.search),
  ) as SQL;
}

/** The filters of a count other than its dates: visibility, departments, users, channels, support. */
export function countFilters(auth: AuthContext, query: CountQuery): SQL {
  return and(
    visibleTo(auth),
    query.department_id?.length ? inArray(protocols.departmentId, query.department_id) : undefined,
    query.user?.length ? inArray(protocols.userId, query.user) : undefined,
    query.id_channel?.length ? inArray(protocols.channelId, query.id_channel) : undefined,
    query.id_support ? eq(protocols.support, query.id_support) : undefined,
  ) as SQL;
}
