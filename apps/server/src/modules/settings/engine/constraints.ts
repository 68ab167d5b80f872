import { overlapsOn, type AnySection } from '@contact/domain/settings';
import { AppError } from '../../../platform/errors';
import { activeRecords, recordsMatching, type Executor, type RecordPlace } from './records.repo';

type Bag = Record<string, unknown>;

/** Refuses values another record of the company already has (case-insensitive). */
export async function ensureUnique(
  db: Executor,
  section: AnySection,
  place: RecordPlace,
  values: Bag,
  exceptId: number | null,
) {
  for (const rule of section.unique ?? []) {
    const wanted = rule.fields.map((name) => [name, values[name]] as const);
    if (wanted.some(([, value]) => value === null || value === undefined || value === '')) continue;
    const clash = await recordsMatching(
      db,
      place,
      Object.fromEntries(wanted.map(([name, value]) => [name, String(value)])),
      exceptId,
    );
    if (clash.length > 0) {
      const field = rule.fields[0] ?? '';
      throw new AppError(
        'conflict',
        rule.message ?? 'settings.errors.duplicate',
        {},
        {
          [field]: { key: rule.message ?? 'settings.errors.duplicateField' },
        },
      );
    }
  }
}

/** Refuses an active record that overlaps another active one on the section's exclusive fields. */
export async function ensureExclusive(
  db: Executor,
  section: AnySection,
  place: RecordPlace,
  values: Bag,
  exceptId: number | null,
) {
  const rule = section.exclusive;
  if (!rule) return;
  const others = await activeRecords(db, place, exceptId);
  if (others.some((row) => overlapsOn(rule.fields, values, row.data as Bag)))
    throw new AppError('conflict', rule.message);
}
