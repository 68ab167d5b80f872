import { and, asc, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { settingsRecords } from '../../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type RecordRow = typeof settingsRecords.$inferSelect;

/** Where a section's records of one company (and one parent, for child sections) are. */
export type RecordPlace = { companyId: number; section: string; parentId: number | null };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export function placeWhere(place: RecordPlace, ...conditions: (SQL | undefined)[]): SQL {
  return and(
    eq(settingsRecords.companyId, place.companyId),
    eq(settingsRecords.section, place.section),
    place.parentId === null ? undefined : eq(settingsRecords.parentId, place.parentId),
    ...conditions,
  ) as SQL;
}

/** Records that hold any of these ids in a JSON array field (an empty array means "all"). */
export function arrayFieldOverlaps(name: string, ids: readonly number[]): SQL {
  // Containment on the whole document, so the GIN index on `data` serves it.
  const holds = ids.map((id) => sql`${settingsRecords.data} @> ${JSON.stringify({ [name]: [id] })}::jsonb`);
  return or(sql`${settingsRecords.data} -> ${name} = '[]'::jsonb`, ...holds) as SQL;
}

/** Case-insensitive text search over some fields of `data`. */
export function searchWhere(fields: readonly string[], term: string | undefined): SQL | undefined {
  if (!term || fields.length === 0) return undefined;
  const pattern = `%${escapeLike(term)}%`;
  return or(...fields.map((name) => sql`${settingsRecords.data} ->> ${name} ilike ${pattern}`));
}

export async function pageRecords(
  db: Executor,
  where: SQL,
  options: { limit: number; offset: number; order?: string },
): Promise<{ rows: RecordRow[]; total: number }> {
  const order = options.order
    ? [sql`lower(${settingsRecords.data} ->> ${options.order})`, asc(settingsRecords.id)]
    : [asc(settingsRecords.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(settingsRecords)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(settingsRecords).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findRecord(db: Executor, place: RecordPlace, id: number): Promise<RecordRow | null> {
  const [row] = await db
    .select()
    .from(settingsRecords)
    .where(placeWhere(place, eq(settingsRecords.id, id)))
    .limit(1);
  return row ?? null;
}

/** Other records of the place whose fields equal these values, ignoring case. */
export async function recordsMatching(
  db: Executor,
  place: RecordPlace,
  values: Record<string, string>,
  exceptId: number | null,
): Promise<RecordRow[]> {
  const equal = Object.entries(values).map(
    ([name, value]) => sql`lower(${settingsRecords.data} ->> ${name}) = lower(${value})`,
  );
  return db
    .select()
    .from(settingsRecords)
    .where(placeWhere(place, exceptId === null ? undefined : ne(settingsRecords.id, exceptId), ...equal))
    .limit(1);
}

export async function activeRecords(db: Executor, place: RecordPlace, exceptId: number | null): Promise<RecordRow[]> {
  return db
    .select()
    .from(settingsRecords)
    .where(
      placeWhere(
        place,
        eq(settingsRecords.active, true),
        exceptId === null ? undefined : ne(settingsRecords.id, exceptId),
      ),
    );
}

/**
 * Serializes writes to one company's section until the transaction ends, so a uniqueness
 * or overlap check and the write that follows it cannot interleave with another's.
 */
export async function lockSection(db: Executor, place: RecordPlace): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${place.companyId}, hashtext(${place.section}))`);
}
