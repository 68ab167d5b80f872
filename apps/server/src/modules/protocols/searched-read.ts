import { sql, type SQL } from 'drizzle-orm';
import { frequentSearches } from './frequent-searches';
import { matchCount, searchLookupLimit, withSearchMatches, type ResolvedSearch } from './protocol-filters';

const frequent = frequentSearches();

const foundColumn = 'search_found';

/**
 * A page beside one row of `columns`, in one statement even when the page is empty: an empty page
 * answers that row alone, its protocol's columns null. The page keeps its order: joined to a
 * single row with nothing to join on, PostgreSQL can only run it as a nested loop over that row,
 * which answers the inner rows in their order.
 */
export const besideOneRow = (columns: SQL, page: SQL): SQL =>
  sql`select "page".*, "one".* from (select ${columns}) as "one" left join lateral (${page}) as "page" on true`;

/**
 * Rows of a searched page, `page` written for the search as resolved. The search is looked up
 * first within the statement (`withSearchMatches`); when more protocols match than a page reads by
 * id, that page is empty, and it is read again walking an index and filtering, as it will be
 * straight away for a while after (`frequentSearches`). `read` is told which of the two a statement
 * is (`lookedUp`). `columns`: more of the statement's single
 * row (`besideOneRow`), such as a list's sequence. The rows answered are those of the page, with
 * the single row's columns on each, or that row alone when the page is empty.
 */
export async function readSearched(
  companyId: number,
  search: string,
  now: Date,
  page: (search: ResolvedSearch) => SQL,
  read: (statement: SQL, lookedUp: boolean) => Promise<Record<string, unknown>[]>,
  columns?: SQL,
): Promise<Record<string, unknown>[]> {
  if (!frequent.has(companyId, search, now.getTime())) {
    const found = sql`${matchCount} as ${sql.raw(`"${foundColumn}"`)}`;
    const rows = await read(
      withSearchMatches(
        companyId,
        search,
        besideOneRow(columns ? sql`${columns}, ${found}` : found, page({ lookedUp: search })),
      ),
      true,
    );
    if (Number(rows[0]?.[foundColumn] ?? 0) <= searchLookupLimit) return rows;
    frequent.note(companyId, search, now.getTime());
  }
  return read(columns ? besideOneRow(columns, page({ many: search })) : page({ many: search }), false);
}
