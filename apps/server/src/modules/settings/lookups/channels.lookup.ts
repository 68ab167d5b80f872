import { configurationsOf } from '@contact/domain/channels';
import { videoSection } from '@contact/domain/settings';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { settingsRecords } from '../../../db/schema';
import { activeRecordsOf } from './active-records';

/**
 * The channel configuration a department's protocols on this channel use: an active one
 * naming the department, else an active one naming no department (it serves them all).
 */
export async function channelConfigFor(
  db: Database,
  companyId: number,
  departmentId: number,
  channelId: number,
): Promise<number | null> {
  const sections = configurationsOf(channelId).map((configuration) => configuration.section);
  if (sections.length === 0) return null;
  const [row] = await db
    .select({ id: settingsRecords.id })
    .from(settingsRecords)
    .where(
      and(
        eq(settingsRecords.companyId, companyId),
        inArray(settingsRecords.section, sections),
        eq(settingsRecords.active, true),
        sql`(${settingsRecords.data} @> ${JSON.stringify({ departments: [departmentId] })}::jsonb
          or ${settingsRecords.data} @> ${JSON.stringify({ department: departmentId })}::jsonb
          or coalesce(jsonb_array_length(${settingsRecords.data} -> 'departments'), 0) = 0
             and not ${settingsRecords.data} ? 'department')`,
      ),
    )
    .orderBy(
      sql`case when ${settingsRecords.data} @> ${JSON.stringify({ departments: [departmentId] })}::jsonb
            or ${settingsRecords.data} @> ${JSON.stringify({ department: departmentId })}::jsonb then 0 else 1 end`,
      asc(settingsRecords.id),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * The company and departments a channel configuration of one of these sections serves, or
 * null when absent or inactive.
 */
export async function channelConfigOwner(
  db: Database,
  sections: readonly string[],
  id: number,
): Promise<{ companyId: number; departmentIds: number[] } | null> {
  const [row] = await db
    .select({ companyId: settingsRecords.companyId, data: settingsRecords.data })
    .from(settingsRecords)
    .where(
      and(
        eq(settingsRecords.id, id),
        inArray(settingsRecords.section, [...sections]),
        eq(settingsRecords.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const data = row.data as { departments?: unknown; department?: unknown };
  const listed = Array.isArray(data.departments) ? data.departments : [data.department];
  return { companyId: row.companyId, departmentIds: listed.filter((id): id is number => typeof id === 'number') };
}

/** The settings section a company's channel configuration belongs to, or null when it has none. */
export async function configurationSection(db: Database, companyId: number, id: number): Promise<string | null> {
  const [row] = await db
    .select({ section: settingsRecords.section })
    .from(settingsRecords)
    .where(and(eq(settingsRecords.id, id), eq(settingsRecords.companyId, companyId)))
    .limit(1);
  return row?.section ?? null;
}

/** The active video provider of a department: one naming it, else one naming no department. */
export async function videoProvider(db: Database, companyId: number, departmentId: number) {
  const providers = await activeRecordsOf(db, videoSection, companyId);
  const chosen =
    providers.find((entry) => entry.departments.includes(departmentId)) ??
    providers.find((entry) => entry.departments.length === 0);
  return chosen ? { provider: chosen.provider, url: chosen.url } : null;
}
