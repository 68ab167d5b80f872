import type { AnySection, FieldDef, FieldMap } from '@contact/domain/settings';

/** What a sample needs from the database: a department of the company and records to point to. */
export type SampleContext = { departmentId: number; recordIds: Record<string, number> };

let serial = 0;

function textSample(name: string, field: FieldDef & { max: number }, n: number): string {
  switch (field.type) {
    case 'email':
      return `teste${n}@exemplo.com.br`;
    case 'url':
      return `https://exemplo.com.br/${n}`;
    case 'color':
      return '#123456';
    case 'time':
      return name === 'end' ? '18:00' : '09:00';
    case 'date':
      return '2027-01-15';
    case 'slug':
      return `modelo_${n}`;
    case 'phone':
      return `119${String(87_000_000 + n)}`;
    default:
      return `${name} ${n}`.slice(0, field.max);
  }
}

function sampleValue(name: string, field: FieldDef, context: SampleContext, n: number): unknown {
  switch (field.type) {
    case 'boolean':
    case 'generated':
      return undefined;
    case 'integer':
      return field.default ?? Math.max(field.min, 1);
    case 'choice':
      return field.multiple ? [field.options[0]] : field.options[0];
    case 'reference': {
      const source = field.source;
      const one =
        source === 'departments'
          ? context.departmentId
          : source === 'channels'
            ? 3
            : source === 'profiles'
              ? 1
              : source === 'unitsOfTime'
                ? 2
                : source === 'timezones'
                  ? 'America/Sao_Paulo'
                  : context.recordIds[source.section];
      return field.multiple ? [one] : one;
    }
    case 'secret':
      return `segredo-${n}`;
    case 'textList':
      return ['um', 'dois'];
    case 'group':
      return sampleOf(field.fields, context, n);
    case 'list':
      return [sampleOf(field.item, context, n)];
    default:
      return textSample(name, field, n);
  }
}

function sampleOf(fields: FieldMap, context: SampleContext, n: number): Record<string, unknown> {
  const sample: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = sampleValue(name, field, context, n);
    if (value !== undefined) sample[name] = value;
  }
  return sample;
}

/** Values a generated sample cannot guess: a valid flow, a value of its type. */
const overrides: Record<string, (n: number) => Record<string, unknown>> = {
  blacklist: (n) => ({ type: 'channel_id', value: `cliente-${n}` }),
  'ben-bot': () => ({
    entities: [{ type: 'keyword', description: 'saudacao', phrases: ['oi', 'olá'] }],
    nodes: [
      { key: 'inicio', description: 'Início', entities: ['saudacao'], response: 'Olá!', children: [], nextStep: null },
    ],
  }),
};

/** A valid create body for a section, different each time it is asked for. */
export function sampleFor(section: AnySection, context: SampleContext): Record<string, unknown> {
  serial += 1;
  return { ...sampleOf(section.fields, context, serial), ...overrides[section.key]?.(serial) };
}

/** A text field the update test can change, with the section's first such field. */
export function changeableField(section: AnySection): string | undefined {
  return Object.entries(section.fields).find(([, field]) => field.type === 'text' || field.type === 'textarea')?.[0];
}
