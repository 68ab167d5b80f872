import { listDepartments } from '@contact/domain/departments';
import {
  catalogueItemSchema,
  listChannelCatalogue,
  listProfiles,
  listTimezones,
  listUnitsOfTime,
  sectionByKey,
  timezoneItemSchema,
  type FieldMap,
  type OptionSource,
} from '@contact/domain/settings';
import { useQueries } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { sectionApi } from './section-api';
import { settingsKeys } from './settings-keys';

/** One option of a reference field: the select's string value and the name shown. */
export type Option = { value: string; label: string };
/** Options by source name (`departments`, `section:whatsapp` ...). */
export type OptionsBySource = Record<string, Option[]>;

const staleTime = 5 * 60_000;

export function sourceName(source: OptionSource): string {
  return typeof source === 'string' ? source : `section:${source.section}`;
}

async function loadOptions(source: OptionSource, signal: AbortSignal): Promise<Option[]> {
  // The catalogue contracts answer loosely typed lists; their item schemas say what comes back.
  const named = (answer: unknown) =>
    catalogueItemSchema
      .array()
      .parse(answer)
      .map((item) => ({ value: String(item.id), label: item.label }));
  if (typeof source !== 'string') {
    const section = sectionByKey(source.section);
    if (!section) return [];
    const page = await sectionApi(section).list({ limit: 1000, offset: 0 }, signal);
    const labelField = section.list.columns[0] ?? 'id';
    return page.items.map((item) => ({ value: String(item.id), label: String(item[labelField] ?? item.id) }));
  }
  switch (source) {
    case 'departments':
      return (await call(listDepartments, { signal })).map((item) => ({ value: String(item.id), label: item.name }));
    case 'channels':
      return named(await call(listChannelCatalogue, { signal }));
    case 'profiles':
      return named(await call(listProfiles, { signal }));
    case 'unitsOfTime':
      return named(await call(listUnitsOfTime, { signal }));
    case 'timezones':
      return timezoneItemSchema
        .array()
        .parse(await call(listTimezones, { signal }))
        .map((item) => ({
          value: item.id,
          label: `${item.id} (${item.offset})`,
        }));
  }
}

/** Every options source a field map refers to, in groups and lists too. */
export function sourcesOf(fields: FieldMap): OptionSource[] {
  return Object.values(fields).flatMap((field) => {
    if (field.type === 'reference') return [field.source];
    if (field.type === 'group') return sourcesOf(field.fields);
    if (field.type === 'list') return sourcesOf(field.item);
    return [];
  });
}

/** Loads the catalogues a section's references need (departments, channels, profiles, other sections). */
export function useOptionSources(fields: FieldMap): OptionsBySource {
  const sources = [...new Map(sourcesOf(fields).map((source) => [sourceName(source), source])).entries()];
  const results = useQueries({
    queries: sources.map(([name, source]) => ({
      queryKey: settingsKeys.options(name),
      queryFn: ({ signal }: { signal: AbortSignal }) => loadOptions(source, signal),
      staleTime,
    })),
  });
  return Object.fromEntries(sources.map(([name], index) => [name, results[index]?.data ?? []]));
}
