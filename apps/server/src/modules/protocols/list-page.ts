import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import {
  protocolPageSize,
  protocolSchema,
  protocolStatuses,
  type ProtocolListQuery,
  type ProtocolStatus,
} from '@contact/domain/protocols';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-rows';
import { companySequences, protocols } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { plainJsonWriter } from '../../platform/serialization';
import { closedMatches, listConditions, type ListFilters, type ResolvedSearch } from './protocol-filters';
import { besideOneRow, readSearched } from './searched-read';
import { protocolRows, wireProtocol } from './protocol.repo';
import type { ProtocolTexts } from './protocol-texts';

/**
 * One page of a list as the wire writes its protocols, with the company's sequence from the
 * same snapshot. The page's statement reads only ids and row versions; the texts of protocols
 * already written at those versions are reused (`protocolTexts`), and the rows of the others are
 * read by id in one more statement. Writing a page of 50 protocols (reading 48 columns each,
 * decoding, serializing) was most of a list's cost in the server and in PostgreSQL.
 *
 * A list of several statuses (the open queues, 1,2,3) is read as one ordered part per status,
 * each stopping at the page's end, merged in order: every part walks its own stretch of
 * `protocols_list_idx`. As one query it would read and sort every protocol of those statuses
 * (4 to 8 ms with 10,000 open protocols in a company; 0.7 ms merged). A list of several
 * departments is split per department as well (`partsOf`).
 *
 * A search looks its matches up in `protocol_search_keys` within the page's statement, before
 * the page (`withSearchMatches`). Up to `searchLookupLimit` of them, the page reads the open ones
 * by id, and the closed ones in order of the last activity their keys carry, until it is full
 * (`closedInOrder`; by channel first, every match by id); more (a common surname) leave that
 * page empty and uncounted, and the list is read again walking the list's index and filtering,
 * which soon fills a page; a search found to have that many goes straight to the walk for a while
 * (`frequentSearches`). A search's page is not merged per status. Its texts are reused as any
 * list's: a search repeated while its protocols are unchanged (typing on, another agent looking
 * for the same customer) reads no row.
 *
 * Lists are the busiest read, so the statement is written with the `sql` template around the
 * filters' conditions, its column list rendered once, and the rows decoded by each column's own
 * decoder, timestamps moved into ISO text without a `Date` (`decodeIsoTimes`): the query
 * builder's rendering of 50 columns per part and its mapping of every field cost more than the
 * database's work for the page.
 *
 * Pages without a search or a date range are named statements (`rawRows`): planning a merged
 * page took longer than running it (1.2 ms against 0.8 ms for an operator's open queues), and
 * is now done once per connection and shape when PostgreSQL finds a generic plan as good.
 * Searches and date ranges stay unnamed: their generic plans are wrong for some values (the
 * closed queue of the last 7 days took 5.1 ms with the generic plan, 0.09 ms planned for its
 * dates).
 */
export async function listPage(
  db: Database,
  auth: AuthContext,
  query: ProtocolListQuery,
  now: Date,
  texts: ProtocolTexts,
): Promise<{ texts: Buffer[]; seq: number }> {
  const limit = Math.min(query.limit, protocolPageSize);
  const offset = (query.page - 1) * limit;
  const direction = query.orderby === 'asc' ? 'asc' : 'desc';
  const ordering = sql.raw(
    `${query.orderbychannel ? '"channel_id" asc, ' : ''}"last_activity_at" ${direction}, "id" desc`,
  );
  const byVersion = texts.enabled;
  const part = (only: ListFilters, rows: number, columns: SQL) =>
    sql`select ${columns} from ${protocols}
      where ${listConditions(auth, only, now)} order by ${ordering} limit ${rows}`;
  const page = (search: ResolvedSearch | undefined) => {
    const filters: ListFilters = { ...query, search };
    if (search && 'lookedUp' in search && !query.orderbychannel) {
      const columns = byVersion ? mergedVersionColumns : wholeRows;
      const { open, closed } = searchedParts(filters);
      const openPart = part({ ...filters, search: { ...search, openOnly: true } }, offset + limit, columns);
      const closedPart = closedInOrder(auth, filters, now, direction, offset + limit, columns);
      return merged(
        [...(open ? [openPart] : []), ...(closed ? [closedPart] : [])],
        sql`${ordering} limit ${limit} offset ${offset}`,
        byVersion ? ordering : undefined,
      );
    }
    const parts = search ? [] : partsOf(auth, filters);
    if (parts.length < 2) return sql`${part(filters, limit, byVersion ? versionColumns : wholeRows)} offset ${offset}`;
    return merged(
      parts.map((only) => part(only, offset + limit, byVersion ? mergedVersionColumns : wholeRows)),
      sql`${ordering} limit ${limit} offset ${offset}`,
      byVersion ? ordering : undefined,
    );
  };
  const sequence = sql`(select ${companySequences.value} from ${companySequences}
    where ${companySequences.companyId} = ${auth.companyId}) as ${sql.raw(`"${sequenceColumn}"`)}`;
  // A looked-up search's plan is the same whatever is searched: its matches are read first.
  const read = (statement: SQL, lookedUp = false) =>
    rawRows(db, statement, { named: query.date || (query.search && !lookedUp) ? undefined : 'list' });
  const answered = query.search
    ? await readSearched(auth.companyId, query.search, now, page, read, sequence)
    : await read(besideOneRow(sequence, page(undefined)));
  const seq = Number(answered[0]?.[sequenceColumn] ?? 0);
  const rows = answered.filter((row) => row.id !== null);
  return { texts: byVersion ? await textsOf(db, auth.companyId, rows, texts) : rows.map(textOf(texts)), seq };
}

/** Every column of a protocol, and the version its text is kept by. */
const wholeRows = sql`${protocolRows.columns}, "xmin"::text as "version"`;
/** A page's ids and versions; the rows of those without a kept text are read after. */
const versionColumns = sql.raw(`"id", "xmin"::text as "version"`);
/** The same, with what the merge of the parts orders by. */
const mergedVersionColumns = sql.raw(`"id", "xmin"::text as "version", "channel_id", "last_activity_at"`);

/**
 * Ordered parts merged into one page. Reading versions, the page is then cut down to its ids and
 * versions: the columns the merge ordered by are never sent.
 */
function merged(parts: SQL[], pageOrder: SQL, versionsOrder: SQL | undefined): SQL {
  // One part is ordered on its own: PostgreSQL allows no second ORDER BY after a parenthesized one.
  const union = sql`${
    parts.length === 1
      ? sql`select * from (${parts[0]}) as "part"`
      : sql.join(
          parts.map((part) => sql`(${part})`),
          sql` union all `,
        )
  } order by ${pageOrder}`;
  if (!versionsOrder) return union;
  return sql`select "id", "version" from (${union}) as "page" order by ${versionsOrder}`;
}

const writeProtocol = plainJsonWriter(protocolSchema);

/** A whole row's text, kept by its version. */
const textOf = (texts: ProtocolTexts) => (row: Record<string, unknown>) => {
  const text = Buffer.from(writeProtocol(wireProtocol(protocolRows.decodeIsoTimes(row))));
  texts.keep(Number(row.id), String(row.version), text);
  return text;
};

/**
 * The texts of a page read by versions: those kept, and the rows of the others read by id in one
 * statement. A protocol changed between the two reads answers its newer row (the list's realtime
 * events bring that change as well); one gone meanwhile is left out.
 */
async function textsOf(db: Database, companyId: number, page: Record<string, unknown>[], texts: ProtocolTexts) {
  const found = page.map((row) => texts.get(Number(row.id), String(row.version)));
  const missing = page.filter((_, i) => found[i] === undefined).map((row) => Number(row.id));
  if (missing.length === 0) return found as Buffer[];
  const rows = await rawRows(db, rowsById(companyId, missing), { named: 'fixed' });
  const read = new Map(rows.map((row) => [Number(row.id), textOf(texts)(row)]));
  return page.flatMap((row, i) => found[i] ?? read.get(Number(row.id)) ?? []);
}

const rowsById = (companyId: number, ids: number[]) =>
  sql`select ${wholeRows} from ${protocols}
    where ${protocols.companyId} = ${companyId} and ${protocols.id} = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * The first `rows` closed matches of a looked-up search that pass the list's filters, in its order
 * of last activity: protocols are read in the order the keys give (`closedMatches`), and no more
 * of them once `rows` have passed.
 */
function closedInOrder(
  auth: AuthContext,
  filters: ListFilters,
  now: Date,
  direction: 'asc' | 'desc',
  rows: number,
  columns: SQL,
): SQL {
  return sql`select "page".* from (${closedMatches(direction)}) as "match" cross join lateral (
      select ${columns} from ${protocols}
      where ${protocols.id} = "match"."id" and ${listConditions(auth, { ...filters, search: undefined }, now)}
    ) as "page" order by "match"."closed" ${sql.raw(direction)}, "match"."id" desc limit ${rows}`;
}

/**
 * Which matches of a looked-up search a page reads: the open ones by id, and the closed ones in
 * order of their last activity (`closedInOrder`), each when the list's statuses may hold them.
 */
function searchedParts(filters: ListFilters): { open: boolean; closed: boolean } {
  const statuses = filters.status ?? [];
  const closed = statuses.length === 0 || statuses.includes(protocolStatuses.closed);
  const open = statuses.length === 0 || statuses.some((status) => status !== protocolStatuses.closed);
  return { open, closed };
}

/** Beyond this many ordered parts, a list is merged per status only. */
const mostParts = 12;

/**
 * The ordered stretches of the indexes a page is merged from: one per status, and per status and
 * department when the list is of several departments and not of some users' own protocols (those
 * walk the owner index). `protocols_department_idx` orders each department's protocols of one
 * status; walked together, a rare status of two departments read every protocol of that status
 * in the company (2.6 ms for a queue that had none of theirs).
 */
function partsOf(auth: AuthContext, filters: ListFilters): ListFilters[] {
  const statuses: ProtocolStatus[] = filters.status ?? [];
  const departments = filters.department ?? [];
  const byStatus = statuses.map((status) => ({ ...filters, status: [status] }));
  const byDepartment =
    statuses.length > 0 && departments.length > 1 && !filters.user?.length && !seesOnlyOwnProtocols(auth.role);
  if (!byDepartment || statuses.length * departments.length > mostParts) return byStatus;
  return byStatus.flatMap((part) => departments.map((department) => ({ ...part, department: [department] })));
}

/**
 * The company's sequence, read beside every page (`besideOneRow`) so that even an empty page is
 * one statement (a second statement for it made an operator's empty queues cost two round trips)
 * and its sequence is of the same snapshot as its protocols.
 */
const sequenceColumn = 'company_seq';
