import type { FieldDef, FieldMap } from './fields';

type Bag = Record<string, unknown>;

const isBag = (value: unknown): value is Bag => typeof value === 'object' && value !== null && !Array.isArray(value);

function completeValue(field: FieldDef, value: unknown): unknown {
  switch (field.type) {
    case 'group':
      return completeValues(field.fields, isBag(value) ? value : {});
    case 'list':
      return Array.isArray(value) ? value.map((item) => completeValues(field.item, isBag(item) ? item : {})) : [];
    case 'textList':
      return Array.isArray(value) ? [...new Set(value)] : [];
    case 'boolean':
      return typeof value === 'boolean' ? value : field.default;
    case 'choice':
    case 'reference':
      if (field.multiple) return Array.isArray(value) ? [...new Set(value)] : [...((field.default as unknown[]) ?? [])];
      return value === undefined || value === '' ? (field.default ?? null) : value;
    case 'secret':
    case 'generated':
      return value === undefined || value === '' ? null : value;
    default:
      return value === undefined || value === '' ? (field.default ?? null) : value;
  }
}

/**
 * A record's values with every declared field present: what was given, else the field's
 * default, else null (scalars), [] (collections) or a completed group. Read-back records
 * go through it too, so a field added to a declaration later reads as its default.
 */
export function completeValues(fields: FieldMap, input: Bag): Bag {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, completeValue(field, input[name])]));
}

/** An update over stored values: only the fields given change; a group merges field by field. */
export function mergeValues(fields: FieldMap, stored: Bag, changes: Bag): Bag {
  const merged: Bag = { ...stored };
  for (const [name, field] of Object.entries(fields)) {
    const change = changes[name];
    if (change === undefined) continue;
    merged[name] =
      field.type === 'group' && isBag(change)
        ? mergeValues(field.fields, isBag(stored[name]) ? stored[name] : {}, change)
        : change;
  }
  return completeValues(fields, merged);
}

/** Paths of the secret fields, top level and inside groups (`settings.token`). */
export function secretPaths(fields: FieldMap, prefix = ''): string[] {
  return Object.entries(fields).flatMap(([name, field]) => {
    if (field.type === 'secret') return [`${prefix}${name}`];
    if (field.type === 'group') return secretPaths(field.fields, `${prefix}${name}.`);
    return [];
  });
}

export function valueAtPath(values: Bag, path: string): unknown {
  return path.split('.').reduce<unknown>((current, segment) => (isBag(current) ? current[segment] : undefined), values);
}

/** A copy of `values` with `value` at `path`; groups on the way are copied, not changed. */
export function withValueAtPath(values: Bag, path: string, value: unknown): Bag {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return { ...values, [head]: value };
  const inner = isBag(values[head]) ? values[head] : {};
  return { ...values, [head]: withValueAtPath(inner, rest.join('.'), value) };
}
