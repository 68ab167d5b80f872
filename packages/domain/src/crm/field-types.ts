/**
 * The closed registry of CRM field types (spec backoffice §3 "CRM field types"). Each type says
 * what its definition takes: choices (`options`) or an input mask. Values and their inputs come
 * with CRM records.
 */
export const crmFieldTypes = {
  string: { options: false, mask: true },
  int: { options: false, mask: true },
  decimal: { options: false, mask: true },
  percentual: { options: false, mask: true },
  numeric_calc: { options: false, mask: false },
  cpfcnpj: { options: false, mask: true },
  document: { options: false, mask: true },
  email: { options: false, mask: false },
  phone_number: { options: false, mask: true },
  date: { options: false, mask: true },
  cep: { options: false, mask: true },
  cep_distance: { options: false, mask: false },
  options: { options: true, mask: false },
  array: { options: false, mask: false },
  boolean: { options: false, mask: false },
  opt_in: { options: false, mask: false },
  responsible: { options: false, mask: false },
} as const satisfies Record<string, { options: boolean; mask: boolean }>;

export type CrmFieldType = keyof typeof crmFieldTypes;
export const crmFieldTypeNames = Object.keys(crmFieldTypes) as [CrmFieldType, ...CrmFieldType[]];

/** The data groups a template's fields are arranged in (spec §3). */
export const crmDataGroups = ['register', 'contact', 'business', 'system'] as const;
export type CrmDataGroup = (typeof crmDataGroups)[number];
