import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { PgTimestamp, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { renderQuery } from './render';
import { isoOfTimestampText, type IsoTimes } from './timestamp-text';

type Raw = Record<string, unknown>;

/**
 * A table read by hand-written statements on hot paths (the `sql` template instead of the query
 * builder): its column list rendered once, and rows decoded by each column's own decoder into
 * the shape the query builder answers. The builder renders every column and checks every field
 * of every row on each call, which costs more than the database's work for a protocol list or
 * an agent's message. Columns only the database reads (`leftOut`) are neither read nor answered.
 */
export function rawTable<T extends PgTable, Left extends keyof T['$inferSelect'] & string = never>(
  table: T,
  leftOut: readonly Left[] = [],
) {
  type Row = Omit<T['$inferSelect'], Left>;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => !(leftOut as readonly string[]).includes(key))
    .map(([key, column]) => ({ key, column }));
  const byKey = new Map(columns.map(({ key, column }) => [key, column]));
  const list = sql.raw(columns.map(({ column }) => `"${column.name}"`).join(', '));
  const names = (keys: string[]) => sql.raw(keys.map((key) => `"${byKey.get(key)?.name}"`).join(', '));
  const prefixedLists = new Map<string, SQL>();
  const prefixed = (alias: string, prefix: string) => {
    const key = `${alias}\u0000${prefix}`;
    let list = prefixedLists.get(key);
    if (list === undefined) {
      list = sql.raw(
        columns.map(({ column }) => `"${alias}"."${column.name}" as "${prefix}${column.name}"`).join(', '),
      );
      prefixedLists.set(key, list);
    }
    return list;
  };
  return {
    /** `"id", "company_id", …` for `select` and `returning`. */
    columns: list,
    /**
     * `"alias"."id" as "prefixid", …`: the columns of a named part of a statement, apart from
     * another table's; rendered once per alias and prefix (the hot statements use one or two).
     */
    columnsOf: prefixed,
    /**
     * `insert … select … from "from" returning` every column: the row is inserted once per row of
     * that named part of the statement (none when it has none), each value cast to its column's
     * type. With `onConflictDoNothing`, a conflict on those columns inserts and answers nothing.
     */
    insert(
      values: T['$inferInsert'],
      options: { from: string; onConflictDoNothing?: (keyof T['$inferInsert'] & string)[] },
    ) {
      const given = Object.entries(values).filter(([, value]) => value !== undefined);
      const params = given.map(([key, value]) => {
        const column = byKey.get(key);
        if (!column) throw new Error(`no column ${key}`);
        return sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`;
      });
      const conflict = options.onConflictDoNothing
        ? sql` on conflict (${names(options.onConflictDoNothing)}) do nothing`
        : sql``;
      return sql`insert into ${table} (${names(given.map(([key]) => key))})
        select ${sql.join(params, sql`, `)} from ${sql.identifier(options.from)}${conflict} returning ${list}`;
    },
    /** A row as the query builder answers it; `prefix` picks the columns read by `columnsOf`. */
    decode: (raw: Raw, prefix = ''): Row => read(raw, prefix, false) as Row,
    /** The same row with its timestamps as ISO text, for the wire (protocol lists): no `Date` made. */
    decodeIsoTimes: (raw: Raw): IsoTimes<Row> => read(raw, '', true) as IsoTimes<Row>,
  };

  function read(raw: Raw, prefix: string, isoTimes: boolean): Raw {
    const row: Raw = {};
    for (const { key, column } of columns) {
      const value = raw[prefix + column.name];
      if (value === null || value === undefined) row[key] = null;
      else if (isoTimes && column.dataType === 'date') row[key] = isoOf(column, value);
      else row[key] = column.mapFromDriverValue(value);
    }
    return row;
  }
}

/** A timestamp column's value as ISO text: PostgreSQL's UTC text moved into place, anything else through its decoder. */
function isoOf(column: Column, value: unknown): string {
  if (typeof value === 'string' && column instanceof PgTimestamp && column.withTimezone)
    return isoOfTimestampText(value);
  return (column.mapFromDriverValue(value) as Date).toISOString();
}

/**
 * How many statement texts of each kind a process names; beyond that, statements of that kind go
 * unnamed. `fixed`: a few shapes whose values vary (a protocol read by id, a change's write), the
 * busiest statements. `list`: the pages of protocol lists, one shape per combination of filters.
 * Each name costs every connection that runs it about 0.2-0.5 MB of PostgreSQL memory for its
 * plan, so lists get a bound of their own and cannot crowd out the writes.
 */
const namedLimits = { fixed: 64, list: 32 } as const;
export type StatementKind = keyof typeof namedLimits;
const statementNames = { fixed: new Map<string, string>(), list: new Map<string, string>() };

function nameOf(kind: StatementKind, text: string): string | undefined {
  const names = statementNames[kind];
  let name = names.get(text);
  if (name === undefined && names.size < namedLimits[kind]) {
    name = `${kind}_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/**
 * The rows a statement answers, as the driver gives them (the embedded database and node-postgres
 * alike). A `named` statement is prepared under a name the first time a connection runs it, and
 * then only bound and executed: PostgreSQL parses it once per connection, and after five runs
 * keeps one generic plan when that plan costs no more than planning each time (its
 * `plan_cache_mode` left at `auto`). Only for statements whose text comes in a bounded number of
 * shapes, the values varying as parameters.
 */
export async function rawRows(
  db: Pick<Database, 'execute' | '_'>,
  statement: SQL,
  options: { named?: StatementKind } = {},
): Promise<Raw[]> {
  const query = renderQuery(statement);
  const name = options.named ? nameOf(options.named, query.sql) : undefined;
  const result = (await db._.session.prepareQuery(query, undefined, name, false).execute()) as { rows: Raw[] };
  return result.rows;
}
