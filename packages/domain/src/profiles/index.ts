import { z } from 'zod';

/** Agent profiles with the spec's numeric ids (protocol-inbox §3). The id is the user's `role`. */
export const profiles = {
  administrator: 99,
  operator: 1,
  operatorN2: 2,
  backoffice: 3,
  monitor: 5,
  dashboard: 6,
  supervisor: 7,
  marketing: 8,
} as const;

export type ProfileName = keyof typeof profiles;
export type ProfileId = (typeof profiles)[ProfileName];

export const profileIds = Object.values(profiles) as ProfileId[];
export const profileNames = Object.keys(profiles) as ProfileName[];
export const profileIdSchema = z
  .number()
  .int()
  .refine((value): value is ProfileId => (profileIds as number[]).includes(value), {
    message: 'validation.invalidOption',
  });

export function profileName(id: ProfileId): ProfileName {
  const entry = Object.entries(profiles).find(([, value]) => value === id);
  if (!entry) throw new Error(`Unknown profile ${id}`);
  return entry[0] as ProfileName;
}

/** Users with role 2 or lower see only their own protocols (spec protocol-inbox §6). */
export const ownProtocolsOnlyRoleThreshold = 2;

export function seesOnlyOwnProtocols(role: number): boolean {
  return role <= ownProtocolsOnlyRoleThreshold;
}

export function isAdministrator(role: number): boolean {
  return role === profiles.administrator;
}
