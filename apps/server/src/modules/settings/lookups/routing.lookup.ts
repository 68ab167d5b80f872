import { slaWindowMs as windowOf } from '@contact/domain/protocols';
import {
  blacklistSection,
  distributionSection,
  inactivityMessageSection,
  isOpenAt,
  normalizeBlacklistValue,
  npsSection,
  protocolPauseSection,
  scheduleSection,
  slaSection,
  widgetSection,
} from '@contact/domain/settings';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { settingsRecords } from '../../../db/schema';
import { activeRecordsOf, containing, toRecord, type RecordOf } from './active-records';

export type Sla = RecordOf<typeof slaSection> & { windowMs: number };
export type Schedule = RecordOf<typeof scheduleSection>;
export type DistributionControl = RecordOf<typeof distributionSection>;
export type NpsSettings = RecordOf<typeof npsSection>;
export type InactivityRule = RecordOf<typeof inactivityMessageSection>;
export type ProtocolPauseRule = RecordOf<typeof protocolPauseSection>;
export type Widget = RecordOf<typeof widgetSection>;

/** The active SLA of a department and channel (one at most: the settings refuse overlaps). */
export async function findSla(
  db: Database,
  companyId: number,
  departmentId: number,
  channelId: number,
): Promise<Sla | null> {
  const [sla] = await activeRecordsOf(
    db,
    slaSection,
    companyId,
    containing({ departments: [departmentId], channels: [channelId] }),
  );
  return sla ? { ...sla, windowMs: windowOf(sla.time, sla.id_unit_of_time) } : null;
}

/** The SLA window in milliseconds, or null when the department and channel have none. */
export async function slaWindowMs(db: Database, companyId: number, departmentId: number, channelId: number) {
  return (await findSla(db, companyId, departmentId, channelId))?.windowMs ?? null;
}

/** The active schedule of a department, or null (then the department is always open). */
export async function findSchedule(db: Database, companyId: number, departmentId: number): Promise<Schedule | null> {
  const [schedule] = await activeRecordsOf(db, scheduleSection, companyId, containing({ departments: [departmentId] }));
  return schedule ?? null;
}

/** Whether a department serves at `at`, with the schedule that says so. */
export async function isDepartmentOpen(db: Database, companyId: number, departmentId: number, at: Date) {
  const schedule = await findSchedule(db, companyId, departmentId);
  return { open: schedule ? isOpenAt(schedule, at) : true, schedule };
}

/** How a department's queue is distributed, or null (the default: round-robin). */
export async function getDistributionControl(
  db: Database,
  companyId: number,
  departmentId: number,
): Promise<DistributionControl | null> {
  const [control] = await activeRecordsOf(
    db,
    distributionSection,
    companyId,
    containing({ departments: [departmentId] }),
  );
  return control ?? null;
}

/** The survey settings that follow a finished protocol of this department and channel. */
export async function findNpsSettings(db: Database, companyId: number, departmentId: number, channelId: number) {
  const [settings] = await activeRecordsOf(
    db,
    npsSection,
    companyId,
    containing({ departments: [departmentId], channels: [channelId] }),
  );
  return settings ?? null;
}

export async function hasNpsSurvey(db: Database, companyId: number, departmentId: number, channelId: number) {
  return (await findNpsSettings(db, companyId, departmentId, channelId)) !== null;
}

/** Active inactivity-message rules, for the job that watches silent protocols. */
export function listInactivityRules(db: Database, companyId: number): Promise<InactivityRule[]> {
  return activeRecordsOf(db, inactivityMessageSection, companyId);
}

/** Active protocol-pause rules, for the job that watches silent protocols. */
export function listProtocolPauseRules(db: Database, companyId: number): Promise<ProtocolPauseRule[]> {
  return activeRecordsOf(db, protocolPauseSection, companyId);
}

/** Whether a customer is on the active blacklist for this channel (an entry past its date no longer counts). */
export async function isBlacklisted(
  db: Database,
  companyId: number,
  customer: { cpf?: string | null; phone?: string | null; email?: string | null; channelUserId?: string | null },
  channelId: number,
  today: string,
): Promise<boolean> {
  const keys = [
    ['cpf', customer.cpf],
    ['phone', customer.phone],
    ['email', customer.email],
    ['channel_id', customer.channelUserId],
  ] as const;
  for (const [type, value] of keys) {
    if (!value) continue;
    const entries = await activeRecordsOf(
      db,
      blacklistSection,
      companyId,
      containing({ type, value: normalizeBlacklistValue(type, value) }),
    );
    const applies = entries.some(
      (entry) =>
        (entry.channels.length === 0 || entry.channels.includes(channelId)) &&
        (!entry.expiresAt || entry.expiresAt >= today),
    );
    if (applies) return true;
  }
  return false;
}

/** An active widget by the public key of its embed code, with its company. */
export async function findWidgetByKey(
  db: Database,
  publicKey: string,
): Promise<{ companyId: number; widget: Widget } | null> {
  const [row] = await db
    .select()
    .from(settingsRecords)
    .where(
      and(eq(settingsRecords.section, widgetSection.key), eq(settingsRecords.active, true), containing({ publicKey })),
    )
    .limit(1);
  return row ? { companyId: row.companyId, widget: toRecord(widgetSection, row) } : null;
}
