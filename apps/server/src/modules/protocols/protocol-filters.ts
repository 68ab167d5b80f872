import { searchPhoneDigits, type CountQuery, type DayRange, type ProtocolListQuery } from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { resolveDateRange } from '@contact/domain/validation';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { protocolSearchKeys, protocols } from '../../db/schema';
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

/** A search with more matches than this is filtered on the way through a list, not looked up. */
export const searchLookupLimit = 1000;

/**
 * A list's search: looked up in `protocol_search_keys` within the page's statement
 * (`withSearchMatches`), or, when it is known to match too many protocols for that, filtered on
 * the way through the list's index. `openOnly`: of the matches looked up, only the open ones (the
 * closed ones are read in order of their last activity, `closedMatches`).
 */
export type ResolvedSearch = { lookedUp: string; openOnly?: boolean } | { many: string };

/** A list's filters, its search resolved. */
export type ListFilters = Omit<ProtocolListQuery, 'search'> & { search?: ResolvedSearch };

/** A search's digits, when it has enough of them to look phones up by. */
function phoneDigits(search: string): string | null {
  const digits = search.replace(/\D/g, '');
  return digits.length >= searchPhoneDigits ? digits : null;
}

/** The search folded as the keys are (`search_normal`, migration 0017), compared byte by byte. */
const folded = (search: string) => sql`search_normal(${search}) collate "C"`;

/**
 * The ids of a company's protocols with a key that starts with `start`, with their last activity
 * while closed (null while open): one range of the index, read from the index alone.
 */
const keysStartingWith = (companyId: number, start: SQL) =>
  sql`select ${protocolSearchKeys.protocolId} as "id", ${protocolSearchKeys.closedActivityAt} as "closed"
    from ${protocolSearchKeys}
    where ${protocolSearchKeys.companyId} = ${companyId}
      and ${protocolSearchKeys.key} >= ${start} and ${protocolSearchKeys.key} < ${start} || chr(1114111)`;

/**
 * The ids of the company's protocols whose name or subject has a word that the search starts
 * (none when the search folds to nothing).
 */
function wordMatches(companyId: number, search: string): SQL {
  return sql`${keysStartingWith(companyId, folded(search))} and ${folded(search)} <> ''`;
}

/**
 * The company's protocols whose number is the search, whose name or subject has a word that the
 * search starts, or whose phone holds its digits (the phone's keys, `search_phone_keys`, migration
 * 0018): at most one more than `searchLookupLimit`, so that a list knows when there are too many
 * to look up. A protocol found twice (by its name and its phone) is answered twice.
 */
function searchMatches(companyId: number, search: string): SQL {
  const digits = phoneDigits(search);
  return sql`${wordMatches(companyId, search)}
    ${digits ? sql`union all ${keysStartingWith(companyId, sql`${`#${digits}`}::text`)}` : sql``}
    union all
    select ${protocols.id}, search_closed_activity(${protocols.status}, ${protocols.lastActivityAt}) from ${protocols}
    where ${protocols.companyId} = ${companyId} and ${protocols.number} = ${search}
    limit ${searchLookupLimit + 1}`;
}

const matchesName = sql.raw('"search_matches"');

/**
 * A statement whose list looks its search up (`{ lookedUp }`): the matches are read once, before
 * it, and `matchCount` counts them (at most one more than `searchLookupLimit`).
 */
export function withSearchMatches(companyId: number, search: string, statement: SQL): SQL {
  return sql`with ${matchesName} as materialized (${searchMatches(companyId, search)}) ${statement}`;
}

/** How many matches `withSearchMatches` found, for a column of its statement. */
export const matchCount = sql`(select count(*) from ${matchesName})`;

/** Whether the matches were few enough to look up (a one-time filter of the page's parts). */
const lookupAnswered = sql`${matchCount} <= ${searchLookupLimit}`;

/**
 * The closed protocols among the matches of `withSearchMatches`, once each, with their last
 * activity (`"closed"`), which the keys carry (migration 0019), in a list's order (`direction`,
 * then newest id). Ordered here, from the keys alone, a page joins protocols to them in that
 * order and stops once full, instead of reading every match to sort them.
 */
export const closedMatches = (direction: 'asc' | 'desc') =>
  sql`select "id", max("closed") as "closed" from ${matchesName}
    where "closed" is not null and ${lookupAnswered} group by "id"
    order by "closed" ${sql.raw(direction)}, "id" desc`;

/**
 * A list's search: its matches, looked up before the page, are read by id; many are filtered as
 * the list's index walks by (a frequent name soon fills a page), on the protocol's own folded
 * texts and phone. The folded search has no `like` wildcard: `%`, `_` and `\` are punctuation,
 * folded into spaces.
 */
export function searchFilter(search: ResolvedSearch | undefined): SQL | undefined {
  if (!search) return undefined;
  // Too many matches leave the page empty at once (a one-time filter): it is read again by walking.
  if ('lookedUp' in search)
    return sql`${lookupAnswered} and ${protocols.id} = any(array(select "id" from ${matchesName}
      ${search.openOnly ? sql`where "closed" is null` : sql``}))`;
  const digits = phoneDigits(search.many);
  return or(
    eq(protocols.number, search.many),
    sql`(search_normal(${search.many}) <> '' and ${protocols.searchText} like ('% ' || search_normal(${search.many}) || '%'))`,
    digits ? sql`${protocols.phone} like ${`%${digits}%`}` : undefined,
  );
}

/**
 * A list's conditions. Its statuses and support are written into the text, not passed as
 * parameters: they are few values, and unevenly spread (97% of protocols closed, a fraction of
 * one per cent waiting), so a named page given them as parameters was planned again on every run
 * (PostgreSQL found no generic plan as good for every status); written in, each page shape keeps
 * its generic plan (a company's waiting queue: 0.33 ms planned each time, 0.19 ms with it).
 */
export function listConditions(auth: AuthContext, query: ListFilters, now: Date): SQL {
  return and(
    visibleTo(auth),
    query.department?.length ? inArray(protocols.departmentId, query.department) : undefined,
    query.user?.length ? inArray(protocols.userId, query.user) : undefined,
    query.channel?.length ? inArray(protocols.channelId, query.channel) : undefined,
    query.status?.length ? sql`${protocols.status} in (${written(query.status)})` : undefined,
    query.support ? sql`${protocols.support} = ${written([query.support])}` : undefined,
    query.sla ? eq(protocols.slaState, query.sla) : undefined,
    dateFilter(query.date, now),
    searchFilter(query.search),
  ) as SQL;
}

/** Integers written into a statement's text, separated by commas; anything else is refused. */
function written(values: readonly number[]): SQL {
  if (!values.every((value) => Number.isSafeInteger(value)))
    throw new Error('only integers are written into a statement');
  return sql.raw(values.join(', '));
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
