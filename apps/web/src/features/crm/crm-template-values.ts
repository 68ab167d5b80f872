import type { CrmDataGroup, CrmFieldType, CrmTemplate } from '@contact/domain/crm';

/** One field as the editor holds it: the profiles are the MultiSelect's strings. */
export type CrmFieldFormValues = {
  name: string;
  type: CrmFieldType;
  group: CrmDataGroup;
  mask: string;
  options: string[];
  mandatory: boolean;
  editable: boolean;
  visibleInDashboard: boolean;
  visibleToOperator: boolean;
  primary: boolean;
  tabulable: boolean;
  visibleInTicket: boolean;
  editProfiles: string[];
};

export type CrmTemplateFormValues = {
  name: string;
  departmentId: string | null;
  active: boolean;
  autoPortfolio: boolean;
  groupedRegistration: boolean;
  fields: CrmFieldFormValues[];
};

export const flagNames = [
  'mandatory',
  'editable',
  'primary',
  'visibleToOperator',
  'visibleInDashboard',
  'visibleInTicket',
  'tabulable',
] as const;

export const emptyField = (): CrmFieldFormValues => ({
  name: '',
  type: 'string',
  group: 'register',
  mask: '',
  options: [],
  mandatory: false,
  editable: true,
  visibleInDashboard: false,
  visibleToOperator: true,
  primary: false,
  tabulable: false,
  visibleInTicket: false,
  editProfiles: [],
});

export function toFormValues(template: CrmTemplate | null): CrmTemplateFormValues {
  if (!template) {
    return {
      name: '',
      departmentId: null,
      active: true,
      autoPortfolio: false,
      groupedRegistration: false,
      fields: [emptyField()],
    };
  }
  return {
    name: template.name,
    departmentId: String(template.departmentId),
    active: template.active,
    autoPortfolio: template.autoPortfolio,
    groupedRegistration: template.groupedRegistration,
    fields: template.fields.map((field) => ({ ...field, editProfiles: field.editProfiles.map(String) })),
  };
}

/** What the domain's schema validates, in the form and again on the server. */
export function toInput(values: CrmTemplateFormValues) {
  return {
    name: values.name,
    departmentId: values.departmentId === null ? undefined : Number(values.departmentId),
    active: values.active,
    autoPortfolio: values.autoPortfolio,
    groupedRegistration: values.groupedRegistration,
    fields: values.fields.map((field) => ({ ...field, editProfiles: field.editProfiles.map(Number) })),
  };
}

/** Every path the server may name in a refusal, so its message lands under the input. */
export function formPaths(values: CrmTemplateFormValues): string[] {
  const fieldPaths = values.fields.flatMap((_, index) =>
    ['name', 'type', 'group', 'mask', 'options', 'editProfiles', ...flagNames].map((name) => `fields.${index}.${name}`),
  );
  return ['name', 'departmentId', 'fields', ...fieldPaths];
}
