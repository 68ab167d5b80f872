import { fieldLabel, translate } from '@contact/domain/i18n';
import type { Locale } from '@contact/domain/locales';
import { profileName, type ProfileId } from '@contact/domain/profiles';
import { optionLabelKey, type UsersReportRow } from '@contact/domain/settings';

const columns = [
  'id',
  'name',
  'email',
  'role',
  'departments',
  'ramal',
  'active',
  'status',
  'pauses',
  'pauseMinutes',
  'lastStatusAt',
] as const;

function cell(value: string | number): string {
  const text = String(value);
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The users report as CSV the way Brazilian spreadsheets open it: semicolons (the comma is
 * the decimal mark), a byte-order mark for UTF-8, labels in the reader's language.
 */
export function usersReportCsv(rows: readonly UsersReportRow[], locale: Locale): string {
  const lines = [columns.map((column) => cell(fieldLabel(locale, column))).join(';')];
  for (const row of rows) {
    const values: Record<(typeof columns)[number], string | number> = {
      id: row.id,
      name: row.name,
      email: row.email,
      role: translate(locale, optionLabelKey('profile', profileName(row.role as ProfileId))),
      departments: row.departments.join(', '),
      ramal: row.ramal ?? '',
      active: translate(locale, optionLabelKey('boolean', row.active ? 'true' : 'false')),
      status: translate(locale, optionLabelKey('agentStatus', row.status)),
      pauses: row.pauses,
      pauseMinutes: row.pauseMinutes,
      lastStatusAt: row.lastStatusAt ?? '',
    };
    lines.push(columns.map((column) => cell(values[column])).join(';'));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
