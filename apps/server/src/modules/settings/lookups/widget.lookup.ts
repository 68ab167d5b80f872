import { widgetSection } from '@contact/domain/settings';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { settingsRecords } from '../../../db/schema';
import { recordOf, toRecord } from './active-records';
import type { Widget } from './routing.lookup';

export type CompanyWidget = { companyId: number; widget: Widget };

/** One of the company's widgets by id, when active. */
export async function activeWidget(db: Database, companyId: number, id: number): Promise<CompanyWidget | null> {
  const widget = await recordOf(db, widgetSection, companyId, id);
  return widget?.active ? { companyId, widget } : null;
}

/** The first active widget, of one company or of the first company that has one (the demo page's default). */
export async function firstActiveWidget(db: Database, companyId?: number): Promise<CompanyWidget | null> {
  const [row] = await db
    .select()
    .from(settingsRecords)
    .where(
      and(
        eq(settingsRecords.section, widgetSection.key),
        eq(settingsRecords.active, true),
        ...(companyId === undefined ? [] : [eq(settingsRecords.companyId, companyId)]),
      ),
    )
    .orderBy(asc(settingsRecords.companyId), asc(settingsRecords.id))
    .limit(1);
  return row ? { companyId: row.companyId, widget: toRecord(widgetSection, row) } : null;
}
