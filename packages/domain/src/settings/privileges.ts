/** Areas of the main menu (spec §2) a privilege opens, plus exporting reports. */
export const privilegeAreas = [
  'workflow',
  'registers',
  'chat',
  'crm_templates',
  'dashboard',
  'analytics',
  'database_mailing',
  'settings',
  'smart_flow',
  'export_reports',
] as const;
export type PrivilegeArea = (typeof privilegeAreas)[number];
