import { z } from 'zod';
import type { MessageKey } from '../i18n';
import { profileIdSchema } from '../profiles';
import { crmDataGroups, crmFieldTypeNames, crmFieldTypes } from './field-types';

/** Bounds of a template (spec §9 gives none; these keep one template a readable form). */
export const crmTemplateLimits = {
  name: 120,
  fields: 100,
  fieldName: 80,
  options: 100,
  option: 120,
  mask: 60,
} as const;

/** One field of a template as stored and served. */
export const crmFieldSchema = z.object({
  name: z.string(),
  type: z.enum(crmFieldTypeNames),
  group: z.enum(crmDataGroups),
  /** Input mask such as `(99) 99999-9999`; empty without one. */
  mask: z.string(),
  /** The choices of an `options` field. */
  options: z.array(z.string()),
  mandatory: z.boolean(),
  /** Whether the value may change once recorded; `editProfiles` then says by whom (empty: every profile). */
  editable: z.boolean(),
  visibleInDashboard: z.boolean(),
  visibleToOperator: z.boolean(),
  /** The field that identifies a customer record (at most one per template). */
  primary: z.boolean(),
  /** Offered when a protocol is tabulated. */
  tabulable: z.boolean(),
  visibleInTicket: z.boolean(),
  editProfiles: z.array(z.number().int()),
});
export type CrmField = z.infer<typeof crmFieldSchema>;

export const crmFieldInputSchema = z.strictObject({
  name: z.string().trim().min(1).max(crmTemplateLimits.fieldName),
  type: z.enum(crmFieldTypeNames),
  group: z.enum(crmDataGroups).default('register'),
  mask: z.string().trim().max(crmTemplateLimits.mask).default(''),
  options: z.array(z.string().trim().min(1).max(crmTemplateLimits.option)).max(crmTemplateLimits.options).default([]),
  mandatory: z.boolean().default(false),
  editable: z.boolean().default(true),
  visibleInDashboard: z.boolean().default(false),
  visibleToOperator: z.boolean().default(true),
  primary: z.boolean().default(false),
  tabulable: z.boolean().default(false),
  visibleInTicket: z.boolean().default(false),
  editProfiles: z
    .array(profileIdSchema)
    .max(20)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type CrmFieldInput = z.input<typeof crmFieldInputSchema>;

type Issue = { path: (string | number)[]; key: MessageKey };

/**
 * The rules a template's fields follow together (spec §3 CRM field; the spec's §5 is silent):
 * names unique within the template (ignoring case), choices only and always for `options` and
 * never repeated, a mask only where the type takes one, at most one primary field and it is
 * mandatory, and the profiles allowed to edit only on an editable field.
 */
export function crmFieldIssues(fields: readonly z.output<typeof crmFieldInputSchema>[]): Issue[] {
  const issues: Issue[] = [];
  const seenNames = new Set<string>();
  let primarySeen = false;
  fields.forEach((field, index) => {
    const at = (name: string) => ['fields', index, name];
    const takes = crmFieldTypes[field.type];
    const name = field.name.toLocaleLowerCase('pt-BR');
    if (seenNames.has(name)) issues.push({ path: at('name'), key: 'crm.errors.duplicateFieldName' });
    seenNames.add(name);
    if (takes.options && field.options.length === 0)
      issues.push({ path: at('options'), key: 'crm.errors.optionsRequired' });
    if (!takes.options && field.options.length > 0)
      issues.push({ path: at('options'), key: 'crm.errors.optionsNotAllowed' });
    if (new Set(field.options.map((option) => option.toLocaleLowerCase('pt-BR'))).size < field.options.length)
      issues.push({ path: at('options'), key: 'crm.errors.duplicateOption' });
    if (!takes.mask && field.mask !== '') issues.push({ path: at('mask'), key: 'crm.errors.maskNotAllowed' });
    if (field.primary) {
      if (primarySeen) issues.push({ path: at('primary'), key: 'crm.errors.onePrimary' });
      if (!field.mandatory) issues.push({ path: at('mandatory'), key: 'crm.errors.primaryMandatory' });
      primarySeen = true;
    }
    if (!field.editable && field.editProfiles.length > 0)
      issues.push({ path: at('editProfiles'), key: 'crm.errors.profilesNeedEditable' });
  });
  return issues;
}

/** What an administrator or supervisor sends to create or change a template. */
export const crmTemplateInputSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(crmTemplateLimits.name),
    /** The department whose protocols may start from this template's customers. */
    departmentId: z.number().int().positive(),
    active: z.boolean().default(true),
    /** Binds a customer to the operator who served them. */
    autoPortfolio: z.boolean().default(false),
    groupedRegistration: z.boolean().default(false),
    fields: z.array(crmFieldInputSchema).min(1, { message: 'crm.errors.noFields' }).max(crmTemplateLimits.fields),
  })
  .superRefine((template, context) => {
    for (const issue of crmFieldIssues(template.fields))
      context.addIssue({ code: 'custom', message: issue.key, path: issue.path });
  });
export type CrmTemplateInput = z.input<typeof crmTemplateInputSchema>;
export type CrmTemplateValues = z.output<typeof crmTemplateInputSchema>;

/** A template as served; `_id` is a string as in the spec's API. */
export const crmTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  departmentId: z.number().int(),
  active: z.boolean(),
  autoPortfolio: z.boolean(),
  groupedRegistration: z.boolean(),
  fields: z.array(crmFieldSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CrmTemplate = z.infer<typeof crmTemplateSchema>;
