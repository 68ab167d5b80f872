import { z } from 'zod';
import { defineContract } from '../http';
import { idParamsSchema } from '../validation';
import type { OptionSource } from './fields';
import { sectionByKey } from './registry';

/** Where the web reads the options of each reference source. */
const sourcePaths = {
  departments: '/api/v1/answer/departments',
  channels: '/api/v1/settings/channels',
  profiles: '/api/v1/settings/profiles',
  unitsOfTime: '/api/v1/settings/unit_of_time',
  timezones: '/api/v1/settings/utc',
} as const;

export function optionSourcePath(source: OptionSource): string {
  if (typeof source === 'string') return sourcePaths[source];
  const section = sectionByKey(source.section);
  if (!section) throw new Error(`Unknown settings section ${source.section}`);
  return section.path;
}

/** One entry of a fixed catalogue with its label in the reader's language. */
export const catalogueItemSchema = z.object({ id: z.number().int(), name: z.string(), label: z.string() });
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

export const timezoneItemSchema = z.object({ id: z.string(), offset: z.string() });

const catalogue = (path: string, summary: string, response: z.ZodType) =>
  defineContract({ method: 'GET', path, summary, tags: ['settings'], auth: true, response });

export const listUnitsOfTime = catalogue(
  '/api/v1/settings/unit_of_time',
  'SLA time units: second, minute, hour, day',
  z.array(catalogueItemSchema),
);
export const listChannelCatalogue = catalogue(
  '/api/v1/settings/channels',
  'The channel catalogue with the default ids',
  z.array(catalogueItemSchema),
);
export const getChannelCatalogue = defineContract({
  method: 'GET',
  path: '/api/v1/settings/channels/:id',
  summary: 'One channel of the catalogue',
  tags: ['settings'],
  auth: true,
  params: idParamsSchema,
  response: catalogueItemSchema,
});
export const listProfiles = catalogue(
  '/api/v1/settings/profiles',
  'Agent profiles with their numeric ids',
  z.array(catalogueItemSchema),
);
export const listTimezones = catalogue(
  '/api/v1/settings/utc',
  'Time zones for the users’ UTC setting, with their current offset',
  z.array(timezoneItemSchema),
);
