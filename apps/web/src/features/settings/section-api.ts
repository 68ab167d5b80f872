import {
  createDepartment,
  listSettingsDepartments,
  toggleDepartment,
  updateDepartment,
} from '@contact/domain/departments';
import type { Contract } from '@contact/domain/http';
import {
  createAdminUser,
  listAdminUsers,
  sectionContracts,
  toggleAdminUser,
  updateAdminUser,
  type AnySection,
} from '@contact/domain/settings';
import { call } from '../../api/http-client';

/** A record as the engine handles it: the declared values by name, beside its id and active flag. */
export type SettingsRecord = { id: number } & Record<string, unknown>;
export type RecordPage = { items: SettingsRecord[]; total: number; limit: number; offset: number };
export type ListQuery = { limit: number; offset: number; search?: string; active?: 'true' | 'false' };
export type Body = Record<string, unknown>;
/** Files sent beside a body, by part name. */
export type Files = Record<string, File>;

/** The four calls a settings screen makes, whichever module serves the section. */
export type SectionApi = {
  list(query: ListQuery, signal?: AbortSignal): Promise<RecordPage>;
  create(body: Body, files?: Files): Promise<SettingsRecord>;
  update(id: number, body: Body, files?: Files): Promise<SettingsRecord>;
  toggle(id: number, active: boolean): Promise<SettingsRecord>;
};

type Contracts = { list: Contract; create: Contract; update: Contract; toggle: Contract };

// The engine passes bodies the section's own schema has checked; the contracts are typed per section.
const send = (contract: Contract, options: object) => call(contract, options as never) as Promise<unknown>;

/** The body as JSON, or with files as multipart: the JSON in a `data` part beside them. */
function payload(body: Body, files?: Files): { body: Body } | { formData: FormData } {
  if (!files || Object.keys(files).length === 0) return { body };
  const formData = new FormData();
  formData.set('data', JSON.stringify(body));
  for (const [name, file] of Object.entries(files)) formData.set(name, file);
  return { formData };
}

/** `parent`: the path parameter of a child section's owner (`{ whatsappId: 3 }` for HSM templates). */
function apiOf(
  contracts: Contracts,
  updateIdIn: 'body' | 'path' = 'body',
  parent?: Record<string, number>,
): SectionApi {
  const under = parent ? { params: parent } : {};
  return {
    list: (query, signal) => send(contracts.list, { ...under, query, signal }) as Promise<RecordPage>,
    create: (body, files) => send(contracts.create, { ...under, ...payload(body, files) }) as Promise<SettingsRecord>,
    update: (id, body, files) =>
      send(
        contracts.update,
        updateIdIn === 'path'
          ? { params: { ...parent, id }, ...payload(body, files) }
          : { ...under, ...payload({ id, ...body }, files) },
      ) as Promise<SettingsRecord>,
    toggle: (id, active) =>
      send(contracts.toggle, { params: { ...parent, id }, body: { active } }) as Promise<SettingsRecord>,
  };
}

/** Departments and users are served by their own modules (docs/settings.md), with the same four calls. */
const moduleContracts: Record<string, Contracts> = {
  department: {
    list: listSettingsDepartments,
    create: createDepartment,
    update: updateDepartment,
    toggle: toggleDepartment,
  },
  user: { list: listAdminUsers, create: createAdminUser, update: updateAdminUser, toggle: toggleAdminUser },
};

/** The calls of a section; a child section (HSM templates) names its owner's id. */
export function sectionApi(section: AnySection, parentId?: number): SectionApi {
  const own = section.storage === 'module' ? moduleContracts[section.key] : undefined;
  if (own) return apiOf(own);
  const parent = section.parent && parentId !== undefined ? { [section.parent.key]: parentId } : undefined;
  return apiOf(sectionContracts(section), section.updateIdIn, parent);
}
