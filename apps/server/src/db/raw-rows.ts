import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type Raw = Record<string, unknown>;

/**
 * A table read by hand-written statements on hot paths (the `sql` template instead of the query
 * builder): its column list rendered once, and rows decoded by each column's own decoder into
 * the shape the query builder answers. The builder renders every column and checks every field
 * of every row on each call, which costs more than the database's work for a protocol list or
 * an agent's message.
 */
export function rawTable<T extends PgTable>(table: T) {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, column }));
  const byKey = new Map(columns.map(({ key, column }) => [key, column]));
  const list = sql.raw(columns.map(({ column }) => `"${column.name}"`).join(', '));
  const names = (keys: string[]) => sql.raw(keys.map((key) => `"${byKey.get(key)?.name}"`).join(', '));
  const prefixed = (alias: string, prefix: string) =>
    sql.raw(columns.map(({ column }) => `"${alias}"."${column.name}" as "${prefix}${column.name}"`).join(', '));
  return {
    /** `"id", "company_id", …` for `select` and `returning`. */
    columns: list,
    /** `"alias"."id" as "prefixid", …`: the columns of a named part of a statement, apart from another table's. */
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
    decode(raw: Raw, prefix = ''): T['$inferSelect'] {
      const row: Raw = {};
      for (const { key, column } of columns) {
        const value = raw[prefix + column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    },
  };
}

/** Statement texts given a name, at most `namedLimit` of them (beyond, statements go unnamed). */
const statementNames = new Map<string, string>();
const namedLimit = 64;
const dialect = new PgDialect();

/**
 * The rows a statement answers, as the driver gives them (the embedded database and node-postgres
 * alike). A `named` statement is prepared under a name the first time a connection runs it, and
 * then only bound and executed: PostgreSQL parses and plans it once per connection. Only for
 * statements of a few fixed shapes (the values vary, not the text), such as an agent's message.
 */
export async function rawRows(
  db: Pick<Database, 'execute' | '_'>,
  statement: SQL,
  options: { named?: boolean } = {},
): Promise<Raw[]> {
  if (!options.named) {
    const result = (await db.execute(statement)) as unknown as { rows: Raw[] };
    return result.rows;
  }
  const query = dialect.sqlToQuery(statement);
  let name = statementNames.get(query.sql);
  if (name === undefined && statementNames.size < namedLimit) {
    name = `raw_${statementNames.size + 1}`;
    statementNames.set(query.sql, name);
  }
  const result = (await db._.session.prepareQuery(query, undefined, name, false).execute()) as { rows: Raw[] };
  return result.rows;
}
