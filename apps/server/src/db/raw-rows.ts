import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
  return {
    /** `"id", "company_id", …` for `select` and `returning`. */
    columns: list,
    /** `insert … returning` every column; with `onConflictDoNothing` a conflict on those columns answers no row. */
    insert(values: T['$inferInsert'], options: { onConflictDoNothing?: (keyof T['$inferInsert'] & string)[] } = {}) {
      const given = Object.entries(values).filter(([, value]) => value !== undefined);
      const params = given.map(([key, value]) => sql.param(value, byKey.get(key)));
      const conflict = options.onConflictDoNothing
        ? sql` on conflict (${names(options.onConflictDoNothing)}) do nothing`
        : sql``;
      return sql`insert into ${table} (${names(given.map(([key]) => key))}) values (${sql.join(params, sql`, `)})${conflict} returning ${list}`;
    },
    decode(raw: Raw): T['$inferSelect'] {
      const row: Raw = {};
      for (const { key, column } of columns) {
        const value = raw[column.name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    },
  };
}

/** The rows a statement answers, as the driver gives them (the embedded database and node-postgres alike). */
export async function rawRows(db: Pick<Database, 'execute'>, statement: SQL): Promise<Raw[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Raw[] };
  return result.rows;
}
