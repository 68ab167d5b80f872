import { completeValues, type FieldMap, type SectionRecord } from '@contact/domain/settings';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { settingsRecords } from '../../../db/schema';
import type { RecordRow } from '../engine/records.repo';

/** What the lookups need of a section; any declared section fits. */
export type SectionLike = { key: string; fields: FieldMap };
export type RecordOf<S> = S extends { fields: infer F extends FieldMap } ? SectionRecord<F> : never;

/** A stored row as other modules use it: every declared field present, secrets left out (null). */
export function toRecord<S extends SectionLike>(section: S, row: RecordRow): RecordOf<S> {
  return {
    id: row.id,
    active: row.active,
    ...completeValues(section.fields, row.data as Record<string, unknown>),
  } as RecordOf<S>;
}

/** Rows whose `data` contains this JSON, such as `{ departments: [3] }` (served by the GIN index). */
export const containing = (value: Record<string, unknown>): SQL =>
  sql`${settingsRecords.data} @> ${JSON.stringify(value)}::jsonb`;

export async function activeRecordsOf<S extends SectionLike>(
  db: Database,
  section: S,
  companyId: number,
  ...conditions: SQL[]
): Promise<RecordOf<S>[]> {
  const rows = await db
    .select()
    .from(settingsRecords)
    .where(
      and(
        eq(settingsRecords.companyId, companyId),
        eq(settingsRecords.section, section.key),
        eq(settingsRecords.active, true),
        ...conditions,
      ),
    )
    .orderBy(asc(settingsRecords.id));
  return rows.map((row) => toRecord(section, row));
}

/** One record of the section by id, active or not. */
export async function recordOf<S extends SectionLike>(
  db: Database,
  section: S,
  companyId: number,
  id: number,
): Promise<RecordOf<S> | null> {
  const [row] = await db
    .select()
    .from(settingsRecords)
    .where(
      and(
        eq(settingsRecords.companyId, companyId),
        eq(settingsRecords.section, section.key),
        eq(settingsRecords.id, id),
      ),
    )
    .limit(1);
  return row ? toRecord(section, row) : null;
}
