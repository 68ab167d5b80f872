import { z } from 'zod';
import { defineContract } from '../http';
import type { AnySection } from './define-section';
import { activeToggleSchema, pageSchema, settingsListQuerySchema } from './list-query';

const id = z.coerce.number<string>().int().positive();

/**
 * The endpoints of a records section: list, read, create, change (PUT with the id in the
 * body, as the spec shows, or in the path for child records) and the active toggle.
 */
export function sectionContracts(section: AnySection) {
  const tags = ['settings'];
  const parent = section.parent ? { [section.parent.key]: id } : {};
  const listParams = section.parent ? z.strictObject(parent) : undefined;
  const recordParams = z.strictObject({ ...parent, id });
  const entity = section.schemas.entity;
  const readById = (path: string) =>
    defineContract({
      method: 'GET',
      path,
      summary: `One ${section.key} record`,
      tags,
      auth: true,
      params: recordParams,
      response: entity,
    });
  return {
    list: defineContract({
      method: 'GET',
      path: section.path,
      summary: `List ${section.key} records (limit with offset or page, search, active)`,
      tags,
      auth: true,
      params: listParams,
      query: settingsListQuerySchema,
      response: pageSchema(entity),
    }),
    get: readById(`${section.path}/:id`),
    getAliases: (section.getByIdAliases ?? []).map((alias) => readById(`${section.path}${alias}`)),
    create: defineContract({
      method: 'POST',
      path: section.path,
      summary: `Create a ${section.key} record (administrators)`,
      tags,
      auth: true,
      params: listParams,
      body: section.schemas.create,
      response: entity,
    }),
    update: defineContract({
      method: 'PUT',
      path: section.updateIdIn === 'path' ? `${section.path}/:id` : section.path,
      summary: `Change a ${section.key} record (administrators)`,
      tags,
      auth: true,
      params: section.updateIdIn === 'path' ? recordParams : listParams,
      body: section.schemas.update,
      response: entity,
    }),
    toggle: defineContract({
      method: 'PUT',
      path: `${section.path}/:id/active`,
      summary: `Activate or deactivate a ${section.key} record (administrators)`,
      tags,
      auth: true,
      params: recordParams,
      body: activeToggleSchema,
      response: entity,
    }),
  };
}
export type SectionContracts = ReturnType<typeof sectionContracts>;
