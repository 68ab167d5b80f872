import { hasFlagName, secretMask, type FieldDef, type FieldMap } from '@contact/domain/settings';

/** The values a settings form edits: text as strings, references as the select's string ids. */
export type FormValues = Record<string, unknown>;

const isBag = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const numericSource = (field: FieldDef) => field.type === 'reference' && field.source !== 'timezones';

function formValue(
  field: FieldDef,
  value: unknown,
  record: Record<string, unknown> | undefined,
  name: string,
): unknown {
  switch (field.type) {
    case 'boolean':
      return typeof value === 'boolean' ? value : field.default;
    case 'integer':
      return typeof value === 'number' ? value : (field.default ?? '');
    case 'choice':
      if (field.multiple) return Array.isArray(value) ? value : [...((field.default as string[] | undefined) ?? [])];
      return typeof value === 'string' ? value : (field.default ?? null);
    case 'reference': {
      const given = value ?? (record ? undefined : field.default);
      if (field.multiple) return Array.isArray(given) ? given.map(String) : [];
      return given === undefined || given === null ? null : String(given);
    }
    case 'secret':
      // A stored secret comes back masked; the mask left in place keeps it.
      return record?.[hasFlagName(name)] === true ? secretMask : '';
    case 'textList':
      return Array.isArray(value) ? value : [];
    case 'group':
      return toFormValues(field.fields, isBag(value) ? value : undefined);
    case 'list':
      return Array.isArray(value) ? value.map((item) => toFormValues(field.item, isBag(item) ? item : {})) : [];
    case 'generated':
      return typeof value === 'string' ? value : '';
    default:
      return typeof value === 'string' ? value : (field.default ?? '');
  }
}

/** The form's starting values: a record being edited, or the declared defaults for a new one. */
export function toFormValues(fields: FieldMap, record?: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, formValue(field, record?.[name], record, name)]),
  );
}

/** One blank item of a list field, with its declared defaults. */
export function newListItem(item: FieldMap): FormValues {
  return toFormValues(item);
}

function bodyValue(field: FieldDef, value: unknown, mode: 'create' | 'update'): unknown {
  switch (field.type) {
    case 'integer':
      return value === '' || value === null || value === undefined ? null : Number(value);
    case 'reference':
      if (field.multiple) return ((value as string[]) ?? []).map((id) => (numericSource(field) ? Number(id) : id));
      if (value === null || value === undefined || value === '') return null;
      return numericSource(field) ? Number(value) : value;
    case 'secret':
      // Blank or still masked: the stored value stays (the field is left out).
      return value === '' || value === secretMask ? undefined : value;
    case 'group':
      return toBody(field.fields, isBag(value) ? value : {}, mode);
    case 'list':
      return Array.isArray(value) ? value.map((item) => toBody(field.item, isBag(item) ? item : {}, 'create')) : [];
    case 'generated':
      return undefined;
    case 'boolean':
    case 'textList':
      return value;
    case 'choice':
      return field.multiple ? value : (value ?? null);
    default:
      return value === '' && !field.required ? null : value;
  }
}

/** The request body of a form: blanks become null, secrets left masked are not sent. */
export function toBody(fields: FieldMap, values: FormValues, mode: 'create' | 'update'): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = bodyValue(field, values[name], mode);
    if (value !== undefined) body[name] = value;
  }
  return body;
}
