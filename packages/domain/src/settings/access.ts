import { profileIds, profiles, type ProfileId } from '../profiles';

/**
 * Who reads a settings section. Only administrators ever change one (spec §6, issue 6):
 * supervisors and monitors read what supervision needs, marketing reads its own tools,
 * and everyone reads what the inbox uses.
 */
export const readAccess = {
  inbox: profileIds,
  supervision: [profiles.administrator, profiles.supervisor, profiles.monitor],
  marketing: [profiles.administrator, profiles.supervisor, profiles.marketing],
  administration: [profiles.administrator],
} as const satisfies Record<string, readonly ProfileId[]>;
export type ReadAccess = keyof typeof readAccess;

export function canReadSection(access: ReadAccess, role: number): boolean {
  return (readAccess[access] as readonly number[]).includes(role);
}

/** Administrators, supervisors and monitors see every department's records; others only their own. */
export function readsEveryDepartment(role: number): boolean {
  return (readAccess.supervision as readonly number[]).includes(role);
}

/** A record limited to some departments is visible to a member of one of them; none means all. */
export function visibleToDepartments(
  recordDepartments: readonly number[],
  userDepartments: readonly number[],
): boolean {
  return recordDepartments.length === 0 || recordDepartments.some((id) => userDepartments.includes(id));
}
