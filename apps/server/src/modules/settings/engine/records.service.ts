import {
  completeValues,
  mergeValues,
  pageWindow,
  secretPaths,
  sectionByKey,
  type AnySection,
  type RuleIssue,
  type SettingsListQuery,
} from '@contact/domain/settings';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { settingsRecords } from '../../../db/schema';
import type { SecretBox } from '../../../platform/crypto';
import { AppError, notFound } from '../../../platform/errors';
import { ensureExclusive, ensureUnique } from './constraints';
import { ensureReferences } from './references';
import {
  arrayFieldOverlaps,
  findRecord,
  lockSection,
  pageRecords,
  placeWhere,
  searchWhere,
  type RecordPlace,
  type RecordRow,
} from './records.repo';
import { maskSecrets, sealSecrets, withoutSecrets, type SealedSecrets } from './secrets';
import { sectionHooks } from './section-hooks';

type Bag = Record<string, unknown>;

/**
 * Where saving a section's record first asks someone else (a provider's review): it answers the
 * values to store, or throws so nothing is saved. `stored` is null when creating.
 */
export type Submitter = (companyId: number, values: Bag, stored: Bag | null) => Promise<Bag>;

/** A record as a section's own entity schema types it. */
export type EntityOf<S extends AnySection> = z.infer<S['schemas']['entity']>;

/** Who reads: their company, and the departments they are limited to (null: every department). */
export type Reader = { companyId: number; departments: number[] | null };

const iso = (value: Date | string) => new Date(value).toISOString();

function validationError(issues: RuleIssue[]): AppError {
  return new AppError(
    'validation',
    'errors.validation',
    {},
    Object.fromEntries(issues.map((issue) => [issue.path, { key: issue.key, params: issue.params ?? {} }])),
  );
}

/** Required secrets must be stored once the write is done. */
function missingSecrets(section: AnySection, sealed: SealedSecrets): RuleIssue[] {
  return secretPaths(section.fields)
    .filter((path) => !sealed[path] && isRequired(section, path))
    .map((path) => ({ path, key: 'validation.required' }));
}

function isRequired(section: AnySection, path: string): boolean {
  const [head = '', tail] = path.split('.');
  const field = section.fields[head];
  if (!field) return false;
  if (tail && field.type === 'group') return field.fields[tail]?.required ?? false;
  return field.required;
}

/** Renames the spec's alternative wire names to the declared field names. */
function fromWire(section: AnySection, input: Bag): Bag {
  const values = { ...input };
  for (const [alias, target] of Object.entries(section.aliases ?? {})) {
    if (values[alias] !== undefined && values[target] === undefined) values[target] = values[alias];
    delete values[alias];
  }
  delete values[section.activeKey];
  delete values.id;
  return values;
}

/** The record as the API returns it: masked secrets, the spec's active name, aliases echoed. */
export function presentRecord(section: AnySection, row: RecordRow): Bag {
  const values = maskSecrets(
    section.fields,
    completeValues(section.fields, row.data as Bag),
    row.secrets as SealedSecrets,
  );
  const aliases = Object.fromEntries(
    Object.entries(section.aliases ?? {}).map(([alias, target]) => [alias, values[target]]),
  );
  return {
    id: row.id,
    ...(section.parent ? { [section.parent.key]: row.parentId } : {}),
    ...values,
    ...aliases,
    [section.activeKey]: row.active,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The one engine behind every records section: list with paging, search and the active
 * filter; read; create and change with the declaration's rules (required secrets, rules
 * across fields, references, uniqueness, exclusive overlap); the active toggle.
 */
export function createRecordsService(deps: {
  db: Database;
  secrets: SecretBox;
  submitters?: Partial<Record<string, Submitter>>;
  /** After a record of the section is committed: what was kept of the section is out of date. */
  onWritten?: (companyId: number, sectionKey: string) => void;
}) {
  const { db, secrets, submitters = {}, onWritten } = deps;

  async function placeOf(section: AnySection, companyId: number, parentId: number | null): Promise<RecordPlace> {
    if (section.parent) {
      const owner = sectionByKey(section.parent.section);
      if (!owner || parentId === null) throw notFound();
      const parent = await findRecord(db, { companyId, section: owner.key, parentId: null }, parentId);
      if (!parent) throw notFound();
    }
    return { companyId, section: section.key, parentId: section.parent ? parentId : null };
  }

  function checkRules(section: AnySection, values: Bag, sealed: SealedSecrets) {
    const issues = [...missingSecrets(section, sealed), ...(section.rules?.(values as never) ?? [])];
    if (issues.length > 0) throw validationError(issues);
  }

  async function write(
    section: AnySection,
    place: RecordPlace,
    values: Bag,
    given: Bag,
    stored: { row: RecordRow | null; active: boolean },
  ): Promise<RecordRow> {
    const sealed = sealSecrets(section.fields, given, (stored.row?.secrets ?? {}) as SealedSecrets, secrets);
    checkRules(section, values, sealed);
    await ensureReferences(db, section, place.companyId, values);
    const hook = sectionHooks[section.key];
    let data = withoutSecrets(section.fields, hook ? hook(values, stored.row === null) : values);
    const submit = submitters[section.key];
    if (submit) {
      // A clash found after the provider accepted would leave its copy without ours.
      await ensureUnique(db, section, place, data, stored.row?.id ?? null);
      data = await submit(place.companyId, data, (stored.row?.data ?? null) as Bag | null);
    }
    const row = await db.transaction(async (tx) => {
      await lockSection(tx, place);
      const exceptId = stored.row?.id ?? null;
      await ensureUnique(tx, section, place, data, exceptId);
      if (stored.active) await ensureExclusive(tx, section, place, data, exceptId);
      if (!stored.row) {
        const [created] = await tx
          .insert(settingsRecords)
          .values({ ...place, data, secrets: sealed, active: stored.active })
          .returning();
        if (!created) throw notFound();
        return created;
      }
      const [updated] = await tx
        .update(settingsRecords)
        .set({ data, secrets: sealed, active: stored.active, updatedAt: new Date() })
        .where(eq(settingsRecords.id, stored.row.id))
        .returning();
      if (!updated) throw notFound();
      return updated;
    });
    onWritten?.(place.companyId, section.key);
    return row;
  }

  async function update<S extends AnySection>(
    section: S,
    companyId: number,
    id: number,
    input: Bag,
    parentId: number | null = null,
  ): Promise<EntityOf<S>> {
    const place = await placeOf(section, companyId, parentId);
    const row = await findRecord(db, place, id);
    if (!row) throw notFound();
    const given = fromWire(section, input);
    const values = mergeValues(section.fields, row.data as Bag, given);
    const requested = input[section.activeKey];
    const active = typeof requested === 'boolean' ? requested : row.active;
    return presentRecord(section, await write(section, place, values, given, { row, active })) as EntityOf<S>;
  }

  return {
    async list(section: AnySection, reader: Reader, query: SettingsListQuery, parentId: number | null = null) {
      const place = await placeOf(section, reader.companyId, parentId);
      const { limit, offset } = pageWindow(query);
      const where = placeWhere(
        place,
        searchWhere(section.list.search, query.search),
        query.active ? eq(settingsRecords.active, query.active === 'true') : undefined,
        reader.departments && section.departmentScope
          ? arrayFieldOverlaps(section.departmentScope, reader.departments)
          : undefined,
      );
      const { rows, total } = await pageRecords(db, where, { limit, offset, order: section.list.order });
      return { items: rows.map((row) => presentRecord(section, row)), total, limit, offset };
    },

    async get(section: AnySection, reader: Reader, id: number, parentId: number | null = null) {
      const place = await placeOf(section, reader.companyId, parentId);
      const scope =
        reader.departments && section.departmentScope
          ? arrayFieldOverlaps(section.departmentScope, reader.departments)
          : undefined;
      const [row] = await db
        .select()
        .from(settingsRecords)
        .where(placeWhere(place, eq(settingsRecords.id, id), scope))
        .limit(1);
      if (!row) throw notFound();
      return presentRecord(section, row);
    },

    /** Every active record the reader may see, for the inbox's start-up reads. */
    async allActive<S extends AnySection>(section: S, reader: Reader): Promise<EntityOf<S>[]> {
      const rows = await db
        .select()
        .from(settingsRecords)
        .where(
          placeWhere(
            { companyId: reader.companyId, section: section.key, parentId: null },
            eq(settingsRecords.active, true),
            reader.departments && section.departmentScope
              ? arrayFieldOverlaps(section.departmentScope, reader.departments)
              : undefined,
          ),
        )
        .orderBy(asc(settingsRecords.id));
      return rows.map((row) => presentRecord(section, row) as EntityOf<S>);
    },

    async create<S extends AnySection>(
      section: S,
      companyId: number,
      input: Bag,
      parentId: number | null = null,
    ): Promise<EntityOf<S>> {
      const place = await placeOf(section, companyId, parentId);
      const given = fromWire(section, input);
      const values = completeValues(section.fields, given);
      const active = input[section.activeKey] !== false;
      return presentRecord(section, await write(section, place, values, given, { row: null, active })) as EntityOf<S>;
    },

    update,

    setActive: (section: AnySection, companyId: number, id: number, active: boolean, parentId: number | null = null) =>
      update(section, companyId, id, { [section.activeKey]: active }, parentId),
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
