import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { settingsRecords } from '../../../db/schema';

/** Every active record of a section in every company, for the workers that serve them (mailbox pollers). */
export async function activeRecordsEverywhere(db: Database, section: string) {
  return db
    .select({ id: settingsRecords.id, companyId: settingsRecords.companyId })
    .from(settingsRecords)
    .where(and(eq(settingsRecords.section, section), eq(settingsRecords.active, true)))
    .orderBy(asc(settingsRecords.id));
}

/**
 * Writes a record's server-set `status` (a generated field): what the provider last said,
 * for the administrator. Leaves `updated_at` alone: the status is not the administrator's edit.
 */
export async function setRecordStatus(db: Database, section: string, id: number, status: string | null) {
  await changeRecordStatus(db, section, id, status);
}

/** Writes a record's server-set `status` unless it already is that; answers whether it changed. */
export async function changeRecordStatus(
  db: Database,
  section: string,
  id: number,
  status: string | null,
): Promise<boolean> {
  const changed = await db
    .update(settingsRecords)
    .set({ data: sql`jsonb_set(${settingsRecords.data}, '{status}', ${JSON.stringify(status)}::jsonb)` })
    .where(
      and(
        eq(settingsRecords.section, section),
        eq(settingsRecords.id, id),
        sql`${settingsRecords.data} -> 'status' is distinct from ${JSON.stringify(status)}::jsonb`,
      ),
    )
    .returning({ id: settingsRecords.id });
  return changed.length > 0;
}
