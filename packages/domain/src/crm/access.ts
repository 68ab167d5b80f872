import { profiles } from '../profiles';

/** Administrators and supervisors read and manage CRM templates. */
export const crmTemplateManagers: readonly number[] = [profiles.administrator, profiles.supervisor];

export function managesCrmTemplates(role: number): boolean {
  return crmTemplateManagers.includes(role);
}
