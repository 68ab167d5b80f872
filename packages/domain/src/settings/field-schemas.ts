import { z } from 'zod';
import { channelIdSchema } from '../channels';
import { profileIdSchema } from '../profiles';
import { slaUnits } from '../protocols/sla';
import { colorSchema, isoDateSchema, phoneSchema } from '../validation';
import type { FieldDef, FieldMap, TextField } from './fields';
import { isTimezone } from './timezones';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const urlPattern = /^https?:\/\/[^\s]+$/i;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const slugPattern = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Text as typed in a form: trimmed, and for a required field not empty. */
function textSchema(field: TextField): z.ZodType {
  const base = z.string().trim().max(field.max);
  const filled = field.required ? base.min(1) : base;
  const blankOr = (test: (value: string) => boolean) => (value: string) => value === '' || test(value);
  switch (field.type) {
    case 'email':
      return filled.toLowerCase().refine(
        blankOr((value) => emailPattern.test(value)),
        { message: 'validation.invalidEmail' },
      );
    case 'url':
      return filled.refine(
        blankOr((value) => urlPattern.test(value)),
        { message: 'settings.validation.invalidUrl' },
      );
    case 'time':
      return filled.refine(
        blankOr((value) => timePattern.test(value)),
        { message: 'settings.validation.invalidTime' },
      );
    case 'slug':
      return filled.refine(
        blankOr((value) => slugPattern.test(value)),
        { message: 'settings.validation.invalidSlug' },
      );
    case 'color':
      return filled.refine(
        blankOr((value) => colorSchema.safeParse(value).success),
        { message: 'validation.invalidColor' },
      );
    case 'date':
      return filled.refine(
        blankOr((value) => isoDateSchema.safeParse(value).success),
        { message: 'validation.invalidDate' },
      );
    case 'phone':
      return filled
        .refine(
          blankOr((value) => phoneSchema.safeParse(value).success),
          { message: 'validation.invalidPhone' },
        )
        .transform((value) => value.replace(/\D/g, ''));
    default:
      return filled;
  }
}

const unitIds = slaUnits.map((unit) => unit.id) as number[];

function referenceItem(source: FieldDef & { type: 'reference' }): z.ZodType {
  switch (source.source) {
    case 'channels':
      return channelIdSchema;
    case 'profiles':
      return profileIdSchema;
    case 'unitsOfTime':
      return z
        .number()
        .int()
        .refine((value) => unitIds.includes(value), { message: 'validation.invalidOption' });
    case 'timezones':
      return z.string().refine(isTimezone, { message: 'validation.invalidOption' });
    default:
      return z.number().int().positive();
  }
}

function many(item: z.ZodType, required: boolean, max: number) {
  const list = z.array(item).max(max);
  return required ? list.min(1) : list;
}

/** The schema of a value as given in a request body (no null, no default). */
export function inputValueSchema(field: FieldDef, mode: 'create' | 'update'): z.ZodType | null {
  switch (field.type) {
    case 'integer':
      return z.number().int().min(field.min).max(field.max);
    case 'boolean':
      return z.boolean();
    case 'choice': {
      const option = z.enum(field.options as [string, ...string[]]);
      return field.multiple ? many(option, field.required, field.options.length) : option;
    }
    case 'reference': {
      const item = referenceItem(field);
      return field.multiple ? many(item, field.required, 500) : item;
    }
    case 'secret':
      return z.string().min(1).max(field.max);
    case 'textList':
      return many(z.string().trim().min(1).max(255), field.required, field.max);
    case 'group':
      return z.strictObject(inputShape(field.fields, mode === 'update' ? 'update' : 'create'));
    case 'list':
      return many(z.strictObject(inputShape(field.item, 'create')), field.required, field.max);
    case 'generated':
      return null;
    default:
      return textSchema(field);
  }
}

/** Whether a field may be left out of a create body (defaults or null fill it in). */
export function isOptionalOnCreate(field: FieldDef): boolean {
  switch (field.type) {
    case 'group':
    case 'boolean':
    case 'generated':
      return true;
    case 'list':
    case 'textList':
    case 'secret':
      return !field.required;
    default:
      return !field.required || field.default !== undefined;
  }
}

/** Request-body shape of a field map: create keeps the required rules, update makes all optional. */
export function inputShape(fields: FieldMap, mode: 'create' | 'update'): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = inputValueSchema(field, mode);
    if (!value) continue;
    if (field.type === 'group') {
      shape[name] = mode === 'create' ? value.prefault({}) : value.optional();
      continue;
    }
    const nullable = !field.required && field.type !== 'boolean' ? value.nullable() : value;
    shape[name] = mode === 'update' || isOptionalOnCreate(field) ? nullable.optional() : nullable;
  }
  return shape;
}

/** Response shape of a field map: plain types only (responses are encoded, never transformed). */
export function outputShape(fields: FieldMap): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(fields)) {
    shape[name] = outputValueSchema(field);
    if (field.type === 'secret') shape[`has${name.charAt(0).toUpperCase()}${name.slice(1)}`] = z.boolean();
  }
  return shape;
}

function outputValueSchema(field: FieldDef): z.ZodType {
  const scalar = (value: z.ZodType) => (field.required ? value : value.nullable());
  switch (field.type) {
    case 'integer':
      return scalar(z.number());
    case 'boolean':
      return z.boolean();
    case 'choice':
      return field.multiple ? z.array(z.string()) : scalar(z.string());
    case 'reference': {
      const item = field.source === 'timezones' ? z.string() : z.number();
      return field.multiple ? z.array(item) : scalar(item);
    }
    case 'secret':
    case 'generated':
      return z.string().nullable();
    case 'textList':
      return z.array(z.string());
    case 'group':
      return z.object(outputShape(field.fields));
    case 'list':
      return z.array(z.object(outputShape(field.item)));
    default:
      return scalar(z.string());
  }
}
