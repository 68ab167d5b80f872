import { z } from 'zod';
import type { MessageKey, MessageParams } from '../i18n';
import type { ReadAccess } from './access';
import { inputShape, outputShape } from './field-schemas';
import type { FieldMap, Labelled, Values, WireValues } from './fields';

export type ActiveKey = 'active' | 'activated';

/** A failure of a rule that spans fields, still to be translated; `path` names the field. */
export type RuleIssue = { path: string; key: MessageKey; params?: MessageParams };

type Name<F> = keyof F & string;

/**
 * Everything about one settings section, written once: the server builds its routes and
 * checks from it, the web its list and form.
 */
export type SectionInput<F extends FieldMap, A extends ActiveKey> = {
  /** Internal name, kebab-case. */
  key: string;
  /** The web route segment after /configuracoes/ (spec §2). */
  segment: string;
  /** API base path (spec §7 where it shows one). */
  path: string;
  title: MessageKey;
  fields: F & Labelled<F>;
  /** The spec's wire name of the active flag: `activated` for SLA, SMS, SES and WhatsApp. */
  activeKey?: A;
  /** 'module': served by its own module (departments, users); the declaration drives the web only. */
  storage?: 'records' | 'module';
  read: ReadAccess;
  list: { columns: readonly (Name<F> | 'id' | NoInfer<A>)[]; search: readonly Name<F>[]; order?: Name<F> };
  /** Form layout: titled groups of fields; by default one group with every field. */
  form?: readonly { title?: MessageKey; fields: readonly Name<F>[] }[];
  /** The departments field: readers outside supervision see only their departments' records. */
  departmentScope?: Name<F>;
  /** Values no two records of the company may share (case-insensitive). */
  unique?: readonly { fields: readonly Name<F>[]; message?: MessageKey }[];
  /** No two active records may overlap on every one of these fields (SLA: department and channel). */
  exclusive?: { fields: readonly Name<F>[]; message: MessageKey };
  /** Rules across fields, checked on the whole record after defaults and merges. */
  rules?(values: Values<F>): RuleIssue[];
  /** Other wire names accepted for a field (the spec's POST and PUT of SLA differ). */
  aliases?: Readonly<Record<string, Name<F>>>;
  /** A child of another section's record, under its path (`/whatsapp/:whatsappId/hsm`). */
  parent?: { section: string; key: string };
  /** Where PUT carries the id: in the body (spec default) or the path (HSM templates). */
  updateIdIn?: 'body' | 'path';
  /** Extra GET-by-id paths under the base path (`/id/:id` for breaks). */
  getByIdAliases?: readonly string[];
  /** The spec's failure notice for this section's save, shown by the web. */
  notices?: { saveFailed: MessageKey };
};

export type SectionEntity<F extends FieldMap, A extends ActiveKey> = {
  id: number;
  createdAt: string;
  updatedAt: string;
} & {
  [K in A]: boolean;
} & WireValues<F>;

/** A record as other modules use it: values typed by the declaration, secrets in clear. */
export type SectionRecord<F extends FieldMap> = { id: number; active: boolean } & Values<F>;

export type Section<F extends FieldMap = FieldMap, A extends ActiveKey = ActiveKey> = Omit<
  SectionInput<F, A>,
  'activeKey' | 'storage' | 'fields'
> & {
  fields: F;
  activeKey: A;
  storage: 'records' | 'module';
  schemas: {
    entity: z.ZodType<SectionEntity<F, A>>;
    create: z.ZodType<Record<string, unknown>>;
    update: z.ZodType<Record<string, unknown>>;
  };
};

/**
 * Any declared section, as the engine handles them all alike: each section's own type
 * keeps its field types, this one only what every section shares.
 */
export type AnySection = Omit<Section, 'schemas' | 'rules'> & {
  schemas: {
    entity: z.ZodType;
    create: z.ZodType<Record<string, unknown>>;
    update: z.ZodType<Record<string, unknown>>;
  };
  rules?(values: never): RuleIssue[];
};

function bodySchemas(input: SectionInput<FieldMap, ActiveKey>, activeKey: ActiveKey) {
  const aliasShape = (mode: 'create' | 'update') => {
    const shape = inputShape(input.fields, mode);
    const extra: Record<string, z.ZodType> = {};
    for (const [alias, target] of Object.entries(input.aliases ?? {})) {
      const schema = shape[target];
      if (schema) extra[alias] = schema.optional();
      // Either name may carry a required value, so neither is required alone.
      if (schema && mode === 'create') shape[target] = schema.optional();
    }
    return { ...shape, ...extra, [activeKey]: z.boolean().optional() };
  };
  const fields: FieldMap = input.fields;
  const requiredTargets = Object.entries(input.aliases ?? {}).filter(([, target]) => fields[target]?.required);
  const create = z.strictObject(aliasShape('create')).superRefine((value, context) => {
    for (const [alias, target] of requiredTargets) {
      if (value[target] === undefined && value[alias] === undefined) {
        context.addIssue({ code: 'custom', path: [target], message: 'validation.required' });
      }
    }
  });
  const idField = input.updateIdIn === 'path' ? {} : { id: z.number().int().positive() };
  const update = z.strictObject({ ...idField, ...aliasShape('update') });
  return { create, update };
}

function entitySchema(input: SectionInput<FieldMap, ActiveKey>, activeKey: ActiveKey) {
  const aliases = Object.fromEntries(
    Object.entries(input.aliases ?? {}).map(([alias, target]) => [
      alias,
      outputShape(input.fields)[target] ?? z.unknown(),
    ]),
  );
  return z.object({
    id: z.number().int(),
    ...(input.parent ? { [input.parent.key]: z.number().int() } : {}),
    ...outputShape(input.fields),
    ...aliases,
    [activeKey]: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  });
}

export function defineSection<const F extends FieldMap, const A extends ActiveKey = 'active'>(
  input: SectionInput<F, A>,
): Section<F, A> {
  const activeKey = (input.activeKey ?? 'active') as A;
  const general = input as unknown as SectionInput<FieldMap, ActiveKey>;
  return {
    ...input,
    fields: input.fields,
    activeKey,
    storage: input.storage ?? 'records',
    schemas: {
      ...bodySchemas(general, activeKey),
      entity: entitySchema(general, activeKey) as unknown as z.ZodType<SectionEntity<F, A>>,
    },
  };
}
