import { describe, expect, it } from 'vitest';
import { describeIssues } from '../i18n';
import { crmFieldTypeNames, crmFieldTypes } from './field-types';
import { crmTemplateInputSchema, type CrmFieldInput, type CrmTemplateInput } from './templates';
import { managesCrmTemplates } from './access';

const field = (changes: Partial<CrmFieldInput> = {}): CrmFieldInput => ({ name: 'CPF', type: 'cpfcnpj', ...changes });
const template = (changes: Partial<CrmTemplateInput> = {}): CrmTemplateInput => ({
  name: 'Clientes',
  departmentId: 3,
  fields: [field()],
  ...changes,
});

/** The translated-message keys by field path, as the API and the forms report them. */
function problems(input: unknown): Record<string, string> {
  const result = crmTemplateInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(describeIssues(result.error.issues, input).map((issue) => [issue.path, issue.key]));
}

describe('CRM field types', () => {
  it('are the seventeen of spec §3', () => {
    expect([...crmFieldTypeNames].sort()).toEqual(
      [
        'numeric_calc',
        'cpfcnpj',
        'date',
        'document',
        'email',
        'array',
        'int',
        'options',
        'percentual',
        'phone_number',
        'string',
        'decimal',
        'boolean',
        'cep',
        'cep_distance',
        'opt_in',
        'responsible',
      ].sort(),
    );
  });

  it('give choices only to the options type', () => {
    expect(crmFieldTypeNames.filter((type) => crmFieldTypes[type].options)).toEqual(['options']);
  });
});

describe('CRM template input', () => {
  it('accepts a template with one field and fills the flags in', () => {
    const parsed = crmTemplateInputSchema.parse(template());
    expect(parsed).toMatchObject({ active: true, autoPortfolio: false, groupedRegistration: false });
    expect(parsed.fields[0]).toEqual({
      name: 'CPF',
      type: 'cpfcnpj',
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
  });

  it('requires a name, a department and at least one field', () => {
    expect(problems({ name: '  ', fields: [] })).toEqual({
      name: 'validation.required',
      departmentId: 'validation.required',
      fields: 'crm.errors.noFields',
    });
  });

  it('requires each field’s name and a known type', () => {
    expect(problems(template({ fields: [{ name: '', type: 'colour' as 'string' }] }))).toEqual({
      'fields.0.name': 'validation.required',
      'fields.0.type': 'validation.invalidOption',
    });
  });

  it('rejects two fields with the same name, whatever the case', () => {
    expect(problems(template({ fields: [field({ name: 'Nome' }), field({ name: ' nome ' })] }))).toEqual({
      'fields.1.name': 'crm.errors.duplicateFieldName',
    });
  });

  it('requires choices for an options field, unrepeated, and refuses them on other types', () => {
    expect(problems(template({ fields: [field({ name: 'Plano', type: 'options' })] }))).toEqual({
      'fields.0.options': 'crm.errors.optionsRequired',
    });
    expect(
      problems(template({ fields: [field({ name: 'Plano', type: 'options', options: ['Ouro', 'ouro'] })] })),
    ).toEqual({ 'fields.0.options': 'crm.errors.duplicateOption' });
    expect(problems(template({ fields: [field({ options: ['A'] })] }))).toEqual({
      'fields.0.options': 'crm.errors.optionsNotAllowed',
    });
    expect(
      problems(template({ fields: [field({ name: 'Plano', type: 'options', options: ['Ouro', 'Prata'] })] })),
    ).toEqual({});
  });

  it('takes a mask only where the type uses one', () => {
    expect(problems(template({ fields: [field({ type: 'phone_number', mask: '(99) 99999-9999' })] }))).toEqual({});
    expect(problems(template({ fields: [field({ type: 'boolean', mask: '9' })] }))).toEqual({
      'fields.0.mask': 'crm.errors.maskNotAllowed',
    });
  });

  it('allows one primary field, and it must be mandatory', () => {
    expect(
      problems(
        template({
          fields: [field({ primary: true, mandatory: true }), field({ name: 'E-mail', type: 'email', primary: true })],
        }),
      ),
    ).toEqual({ 'fields.1.primary': 'crm.errors.onePrimary', 'fields.1.mandatory': 'crm.errors.primaryMandatory' });
  });

  it('names the profiles allowed to edit only on an editable field, each a known profile once', () => {
    expect(problems(template({ fields: [field({ editable: false, editProfiles: [99] })] }))).toEqual({
      'fields.0.editProfiles': 'crm.errors.profilesNeedEditable',
    });
    expect(problems(template({ fields: [field({ editProfiles: [4] })] }))).toEqual({
      'fields.0.editProfiles.0': 'validation.invalidOption',
    });
    expect(
      crmTemplateInputSchema.parse(template({ fields: [field({ editProfiles: [99, 7, 99] })] })).fields[0],
    ).toMatchObject({ editProfiles: [99, 7] });
  });

  it('refuses unknown keys in a field', () => {
    expect(problems(template({ fields: [{ ...field(), colour: 'red' } as CrmFieldInput] }))).toEqual({
      'fields.0.colour': 'validation.unknownField',
    });
  });
});

describe('who manages CRM templates', () => {
  it('is administrators and supervisors', () => {
    expect([99, 7, 5, 1, 8].filter(managesCrmTemplates)).toEqual([99, 7]);
  });
});
