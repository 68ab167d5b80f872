import type { ChannelId } from '@contact/domain/channels';
import { whatsappHsmSection, whatsappSection } from '@contact/domain/settings';
import {
  groupOfSection,
  offeredChannels,
  templateVariableCount,
  type ChannelConfiguration,
  type WizardTemplate,
} from '@contact/domain/wizard';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { settingsRecords } from '../../../db/schema';
import { departmentWhatsappIds } from '../../departments/departments.service';
import { activeRecordsOf } from './active-records';

type Groups = Map<number, Record<string, ChannelConfiguration[]>>;

const departmentsOf = (data: Record<string, unknown>): number[] => {
  const many = data.departments;
  if (Array.isArray(many)) return many.filter((id): id is number => typeof id === 'number');
  return typeof data.department === 'number' ? [data.department] : [];
};

const providerOf = (data: Record<string, unknown>): string | null => {
  const settings = data.settings as Record<string, unknown> | undefined;
  const provider = data.provider ?? settings?.provider;
  return typeof provider === 'string' ? provider : null;
};

/**
 * The channel configurations of every department of the company by group (spec §3): each
 * active record of a channel section counts for the departments it serves. One query.
 */
export async function channelGroupsByDepartment(db: Database, companyId: number): Promise<Groups> {
  const rows = await db
    .select({ id: settingsRecords.id, section: settingsRecords.section, data: settingsRecords.data })
    .from(settingsRecords)
    .where(
      and(
        eq(settingsRecords.companyId, companyId),
        eq(settingsRecords.active, true),
        inArray(settingsRecords.section, Object.keys(groupOfSection)),
      ),
    )
    .orderBy(asc(settingsRecords.id));
  const groups: Groups = new Map();
  for (const row of rows) {
    const group = groupOfSection[row.section];
    if (!group) continue;
    const data = row.data as Record<string, unknown>;
    for (const departmentId of departmentsOf(data)) {
      const byGroup = groups.get(departmentId) ?? {};
      byGroup[group] = [...(byGroup[group] ?? []), { id: row.id, provider: providerOf(data) }];
      groups.set(departmentId, byGroup);
    }
  }
  return groups;
}

/**
 * The active HSM templates of the company's active WhatsApp accounts, each with the departments
 * its account serves (the account's departments, and departments that name it as theirs).
 */
export async function whatsappTemplates(db: Database, companyId: number): Promise<WizardTemplate[]> {
  const departmentWhatsapp = await departmentWhatsappIds(db, companyId);
  const accounts = await activeRecordsOf(db, whatsappSection, companyId);
  if (accounts.length === 0) return [];
  const rows = await db
    .select()
    .from(settingsRecords)
    .where(
      and(
        eq(settingsRecords.companyId, companyId),
        eq(settingsRecords.section, whatsappHsmSection.key),
        eq(settingsRecords.active, true),
        inArray(
          settingsRecords.parentId,
          accounts.map((account) => account.id),
        ),
      ),
    )
    .orderBy(asc(settingsRecords.id));
  return rows.map((row) => {
    const data = row.data as { name: string; language: string; text: string };
    const account = accounts.find((item) => item.id === row.parentId);
    const served = new Set(account?.departments ?? []);
    for (const [departmentId, whatsappId] of departmentWhatsapp)
      if (whatsappId === row.parentId) served.add(departmentId);
    return {
      id: row.id,
      whatsappId: row.parentId ?? 0,
      name: data.name,
      language: data.language,
      text: data.text,
      variableCount: templateVariableCount(data.text),
      departments: [...served].sort((a, b) => a - b),
    };
  });
}

export async function configuredChannels(db: Database, companyId: number, departmentId: number): Promise<ChannelId[]> {
  const groups = (await channelGroupsByDepartment(db, companyId)).get(departmentId) ?? {};
  return offeredChannels({ id: departmentId, name: '', groups, hasCrmSchema: false }, false);
}

export async function whatsappTemplate(
  db: Database,
  companyId: number,
  departmentId: number,
  id: number,
): Promise<WizardTemplate | null> {
  const templates = await whatsappTemplates(db, companyId);
  return templates.find((template) => template.id === id && template.departments.includes(departmentId)) ?? null;
}
