/** Modules a role permission applies to (spec §3, §6). */
export const permissionModules = ['relationship', 'workflow', 'smart_flow'] as const;
export type PermissionModule = (typeof permissionModules)[number];

export type SendPermissions = { photos: boolean; emojis: boolean; attachments: boolean; audio: boolean };

export const allowEverything: SendPermissions = { photos: true, emojis: true, attachments: true, audio: true };

export type RoleFunctionRule = {
  departments: readonly number[];
  modules: readonly string[];
  profiles: readonly number[];
  allowPhotos: boolean;
  allowEmojis: boolean;
  allowAttachments: boolean;
  allowAudio: boolean;
};

/** Whether a rule covers an agent of `profile` in `departmentId` working in `module`. */
export function ruleApplies(rule: RoleFunctionRule, departmentId: number, module: PermissionModule, profile: number) {
  return (
    rule.departments.includes(departmentId) &&
    (rule.modules.length === 0 || rule.modules.includes(module)) &&
    (rule.profiles.length === 0 || rule.profiles.includes(profile))
  );
}

/**
 * What an agent may send: everything unless an active rule covers them, and when several
 * do, a denial in any one wins, so a stricter rule is never undone by a looser one.
 */
export function permissionsFrom(
  rules: readonly RoleFunctionRule[],
  departmentId: number,
  module: PermissionModule,
  profile: number,
): SendPermissions {
  return rules
    .filter((rule) => ruleApplies(rule, departmentId, module, profile))
    .reduce<SendPermissions>(
      (allowed, rule) => ({
        photos: allowed.photos && rule.allowPhotos,
        emojis: allowed.emojis && rule.allowEmojis,
        attachments: allowed.attachments && rule.allowAttachments,
        audio: allowed.audio && rule.allowAudio,
      }),
      allowEverything,
    );
}
