import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { settingsRecords } from '../../../db/schema';

/** Whether the company has a record with this id in this section (active or not). */
export async function settingsRecordExists(db: Database, companyId: number, section: string, id: number) {
  const [row] = await db
    .select({ id: settingsRecords.id })
    .from(settingsRecords)
    .where(
      and(eq(settingsRecords.companyId, companyId), eq(settingsRecords.section, section), eq(settingsRecords.id, id)),
    )
    .limit(1);
  return Boolean(row);
}
