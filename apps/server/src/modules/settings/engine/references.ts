import type { AnySection, FieldMap } from '@contact/domain/settings';
import type { Database } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { existingDepartmentIds } from '../../departments/departments.service';
import { settingsRecordExists } from '../lookups/records.lookup';

type Bag = Record<string, unknown>;

const idsOf = (value: unknown): number[] =>
  (Array.isArray(value) ? value : [value]).filter((item): item is number => typeof item === 'number');

/** Each reference field with the ids it holds, top level and inside groups. */
function referencesIn(fields: FieldMap, values: Bag, prefix = ''): { path: string; source: unknown; ids: number[] }[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    if (field.type === 'group') return referencesIn(field.fields, (values[name] as Bag) ?? {}, `${prefix}${name}.`);
    if (field.type !== 'reference') return [];
    return [{ path: `${prefix}${name}`, source: field.source, ids: idsOf(values[name]) }];
  });
}

/**
 * Departments and other sections' records a record points to must be the company's own;
 * catalogue references (channels, profiles, units, zones) are checked by the schema.
 */
export async function ensureReferences(db: Database, section: AnySection, companyId: number, values: Bag) {
  const invalid: Record<string, { key: 'validation.invalidOption' }> = {};
  for (const reference of referencesIn(section.fields, values)) {
    if (reference.ids.length === 0) continue;
    if (reference.source === 'departments') {
      const found = await existingDepartmentIds(db, companyId, reference.ids);
      if (reference.ids.some((id) => !found.has(id))) invalid[reference.path] = { key: 'validation.invalidOption' };
    } else if (typeof reference.source === 'object' && reference.source !== null && 'section' in reference.source) {
      const target = String(reference.source.section);
      for (const id of reference.ids) {
        if (!(await settingsRecordExists(db, companyId, target, id)))
          invalid[reference.path] = { key: 'validation.invalidOption' };
      }
    }
  }
  if (Object.keys(invalid).length > 0) throw new AppError('validation', 'errors.validation', {}, invalid);
}
