import type { ChannelId } from '@contact/domain/channels';
import {
  isOfferedTemplate,
  whatsappHsmSection,
  whatsappOfficialSection,
  whatsappOfficialTemplateSection,
  whatsappSection,
} from '@contact/domain/settings';
import {
  groupOfSection,
  headerMediaOf,
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

type Groups = Record<string, ChannelConfiguration[]>;

/** The departments a record names; null when it names none and so serves every department (as the channels route it). */
const departmentsOf = (data: Record<string, unknown>): number[] | null => {
  const named = Array.isArray(data.departments) ? data.departments : [data.department];
  const ids = named.filter((id): id is number => typeof id === 'number');
  return ids.length > 0 ? ids : null;
};

const providerOf = (data: Record<string, unknown>): string | null => {
  const settings = data.settings as Record<string, unknown> | undefined;
  const provider = data.provider ?? settings?.provider;
  return typeof provider === 'string' ? provider : null;
};

const add = (groups: Groups, group: string, configuration: ChannelConfiguration) => {
  groups[group] = [...(groups[group] ?? []), configuration];
};

/**
 * The channel configurations of each department by group (spec §3), from the active records of
 * the channel sections in one query: a record counts for the departments it names, or for every
 * department when it names none.
 */
export async function channelGroupsByDepartment(
  db: Database,
  companyId: number,
): Promise<(departmentId: number) => Groups> {
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
  const named = new Map<number, Groups>();
  const everywhere: Groups = {};
  for (const row of rows) {
    const group = groupOfSection[row.section];
    if (!group) continue;
    const data = row.data as Record<string, unknown>;
    const configuration = { id: row.id, provider: providerOf(data) };
    const departmentIds = departmentsOf(data);
    if (!departmentIds) add(everywhere, group, configuration);
    for (const departmentId of departmentIds ?? []) {
      const groups = named.get(departmentId) ?? {};
      add(groups, group, configuration);
      named.set(departmentId, groups);
    }
  }
  return (departmentId) => {
    const groups: Groups = { ...everywhere };
    for (const [group, configurations] of Object.entries(named.get(departmentId) ?? {})) {
      groups[group] = [...(groups[group] ?? []), ...configurations];
    }
    return groups;
  };
}

/**
 * The active templates Meta approved of the company's active Cloud API numbers, each with the
 * departments its number serves (every department when it names none).
 */
async function cloudTemplates(
  db: Database,
  companyId: number,
  departmentIds: readonly number[],
): Promise<WizardTemplate[]> {
  const numbers = await activeRecordsOf(db, whatsappOfficialSection, companyId);
  const templates = await activeRecordsOf(db, whatsappOfficialTemplateSection, companyId);
  return templates.flatMap((template) => {
    const number = numbers.find((item) => item.id === template.connection);
    if (!number || !isOfferedTemplate(template.status)) return [];
    const served = number.departments.length > 0 ? number.departments : departmentIds;
    return [
      {
        id: template.id,
        whatsappId: number.id,
        name: template.name,
        language: template.language,
        text: template.text,
        variableCount: templateVariableCount(template.text),
        headerMedia: headerMediaOf(template.headerFormat),
        departments: [...served].sort((a, b) => a - b),
      },
    ];
  });
}

/**
 * The templates a WhatsApp conversation may start with: the active HSM templates of the
 * company's active WhatsApp accounts, each with the departments its account serves (the
 * account's departments, and departments that name it as theirs), and the approved templates
 * of its Cloud API numbers.
 */
export async function whatsappTemplates(db: Database, companyId: number): Promise<WizardTemplate[]> {
  const departmentWhatsapp = await departmentWhatsappIds(db, companyId);
  return [
    ...(await hsmTemplates(db, companyId, departmentWhatsapp)),
    ...(await cloudTemplates(db, companyId, [...departmentWhatsapp.keys()])),
  ];
}

async function hsmTemplates(
  db: Database,
  companyId: number,
  departmentWhatsapp: Map<number, number | null>,
): Promise<WizardTemplate[]> {
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
      // The HSM section keeps a text header only.
      headerMedia: null,
      departments: [...served].sort((a, b) => a - b),
    };
  });
}

export async function configuredChannels(db: Database, companyId: number, departmentId: number): Promise<ChannelId[]> {
  const groups = (await channelGroupsByDepartment(db, companyId))(departmentId);
  return offeredChannels({ groups }, false);
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
