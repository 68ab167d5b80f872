import type { MessageKey } from '../i18n';

/**
 * Where the options of a reference field come from. The web reads each source from its
 * endpoint (see `optionSources`); the server checks that a chosen id exists in the company.
 */
export type OptionSource = 'departments' | 'channels' | 'profiles' | 'unitsOfTime' | 'timezones' | { section: string };

type Common<R extends boolean> = { required: R; help?: MessageKey };

export type TextKind = 'text' | 'textarea' | 'email' | 'url' | 'color' | 'time' | 'date' | 'slug' | 'phone';

export type TextField = Common<boolean> & { type: TextKind; max: number; default?: string };
export type IntegerField = Common<boolean> & { type: 'integer'; min: number; max: number; default?: number };
export type BooleanField = Common<false> & { type: 'boolean'; default: boolean };
export type ChoiceField = Common<boolean> & {
  type: 'choice';
  optionSet: string;
  options: readonly string[];
  multiple: boolean;
  default?: string | readonly string[];
};
export type ReferenceField = Common<boolean> & {
  type: 'reference';
  source: OptionSource;
  multiple: boolean;
  default?: number | string | readonly number[];
};
/** Encrypted at rest and never sent back in clear. */
export type SecretField = Common<boolean> & { type: 'secret'; max: number };
export type TextListField = Common<boolean> & { type: 'textList'; max: number };
export type GroupField = Common<false> & { type: 'group'; fields: FieldMap };
/** A list of small records edited in place; `editor` names a custom web component. */
export type ListField = Common<boolean> & { type: 'list'; item: FieldMap; max: number; editor?: string };
/**
 * Set by the server (a public key, a pairing status); read-only on the wire. A status drawn
 * from known words names them (`optionSet`, `options`), so it is shown in the user's language.
 */
export type GeneratedField = Common<false> & { type: 'generated'; optionSet?: string; options?: readonly string[] };

export type FieldDef =
  | TextField
  | IntegerField
  | BooleanField
  | ChoiceField
  | ReferenceField
  | SecretField
  | TextListField
  | GroupField
  | ListField
  | GeneratedField;
export type FieldMap = Readonly<Record<string, FieldDef>>;
export type FieldType = FieldDef['type'];

/** Field names that have a `fields.<name>` label, the one the error messages use. */
export type LabelledName = MessageKey extends infer K ? (K extends `fields.${infer N}` ? N : never) : never;

/** Option values with a `settings.option.<set>.<value>` label. */
export type OptionValue<S extends string> = MessageKey extends infer K
  ? K extends `settings.option.${S}.${infer V}`
    ? V
    : never
  : never;

type TextOptions<R extends boolean> = { required?: R; max?: number; default?: string; help?: MessageKey };

function textOf<K extends TextKind>(type: K, defaultMax: number) {
  return <R extends boolean = false>(options: TextOptions<R> = {}) =>
    ({ type, required: (options.required ?? false) as R, max: options.max ?? defaultMax, ...rest(options) }) as Omit<
      TextField,
      'type' | 'required'
    > & { type: NoInfer<K>; required: NoInfer<R> };
}

function rest<T extends { required?: unknown; max?: unknown }>(options: T) {
  const { required: _required, max: _max, ...others } = options;
  return others;
}

/** The field builders every section declaration is written with. */
export const field = {
  text: textOf('text', 255),
  textarea: textOf('textarea', 4000),
  email: textOf('email', 254),
  url: textOf('url', 2000),
  color: textOf('color', 7),
  time: textOf('time', 5),
  date: textOf('date', 10),
  slug: textOf('slug', 120),
  phone: textOf('phone', 20),

  integer: <R extends boolean = false>(
    options: { required?: R; min?: number; max?: number; default?: number; help?: MessageKey } = {},
  ) =>
    ({
      type: 'integer',
      required: (options.required ?? false) as R,
      min: options.min ?? 0,
      max: options.max ?? 1_000_000,
      ...(options.default === undefined ? {} : { default: options.default }),
      ...(options.help ? { help: options.help } : {}),
    }) as Omit<IntegerField, 'required'> & { required: NoInfer<R> },

  boolean: (options: { default?: boolean; help?: MessageKey } = {}) =>
    ({
      type: 'boolean',
      required: false,
      default: options.default ?? false,
      ...(options.help ? { help: options.help } : {}),
    }) as BooleanField,

  choice: <
    const S extends string,
    const V extends OptionValue<S>,
    R extends boolean = false,
    M extends boolean = false,
  >(
    optionSet: S,
    options: readonly V[],
    settings: { required?: R; multiple?: M; default?: M extends true ? readonly V[] : V; help?: MessageKey } = {},
  ) =>
    ({
      type: 'choice',
      optionSet,
      options,
      required: (settings.required ?? false) as R,
      multiple: (settings.multiple ?? false) as M,
      ...(settings.default === undefined ? {} : { default: settings.default }),
      ...(settings.help ? { help: settings.help } : {}),
    }) as Omit<ChoiceField, 'options' | 'required' | 'multiple'> & {
      options: readonly NoInfer<V>[];
      required: NoInfer<R>;
      multiple: NoInfer<M>;
    },

  reference: <const S extends OptionSource, R extends boolean = false, M extends boolean = false>(
    source: S,
    settings: { required?: R; multiple?: M; default?: number | string | readonly number[]; help?: MessageKey } = {},
  ) =>
    ({
      type: 'reference',
      source,
      required: (settings.required ?? false) as R,
      multiple: (settings.multiple ?? false) as M,
      ...(settings.default === undefined ? {} : { default: settings.default }),
      ...(settings.help ? { help: settings.help } : {}),
    }) as Omit<ReferenceField, 'source' | 'required' | 'multiple'> & {
      source: NoInfer<S>;
      required: NoInfer<R>;
      multiple: NoInfer<M>;
    },

  secret: <R extends boolean = false>(options: { required?: R; max?: number; help?: MessageKey } = {}) =>
    ({
      type: 'secret',
      required: (options.required ?? false) as R,
      max: options.max ?? 8000,
      ...rest(options),
    }) as Omit<SecretField, 'required'> & { required: NoInfer<R> },

  textList: <R extends boolean = false>(options: { required?: R; max?: number; help?: MessageKey } = {}) =>
    ({
      type: 'textList',
      required: (options.required ?? false) as R,
      max: options.max ?? 200,
      ...rest(options),
    }) as Omit<TextListField, 'required'> & { required: NoInfer<R> },

  group: <const F extends FieldMap>(fields: F, options: { help?: MessageKey } = {}) =>
    ({ type: 'group', required: false, fields, ...options }) as Omit<GroupField, 'fields'> & { fields: NoInfer<F> },

  list: <const F extends FieldMap, R extends boolean = false>(
    item: F,
    options: { required?: R; max?: number; editor?: string; help?: MessageKey } = {},
  ) =>
    ({
      type: 'list',
      item,
      required: (options.required ?? false) as R,
      max: options.max ?? 100,
      ...rest(options),
    }) as Omit<ListField, 'item' | 'required'> & { item: NoInfer<F>; required: NoInfer<R> },

  generated: (words?: { optionSet: string; options: readonly string[] }) =>
    ({ type: 'generated', required: false, ...(words ?? {}) }) as GeneratedField,
};

type ReferenceValue<S> = S extends 'timezones' ? string : number;

/** The value of a field as the code uses it (secrets in clear). */
export type FieldValue<F> = F extends { type: 'integer' }
  ? number
  : F extends { type: 'boolean' }
    ? boolean
    : F extends { type: 'choice'; options: readonly (infer V)[]; multiple: true }
      ? V[]
      : F extends { type: 'choice'; options: readonly (infer V)[] }
        ? V
        : F extends { type: 'reference'; source: infer S; multiple: true }
          ? ReferenceValue<S>[]
          : F extends { type: 'reference'; source: infer S }
            ? ReferenceValue<S>
            : F extends { type: 'textList' }
              ? string[]
              : F extends { type: 'group'; fields: infer G extends FieldMap }
                ? Values<G>
                : F extends { type: 'list'; item: infer I extends FieldMap }
                  ? Values<I>[]
                  : string;

/** Optional scalars may be null; collections are always arrays and booleans always set. */
type Stored<F> = F extends { type: 'boolean' | 'textList' | 'list' | 'group' }
  ? FieldValue<F>
  : F extends { multiple: true }
    ? FieldValue<F>
    : F extends { required: true }
      ? FieldValue<F>
      : FieldValue<F> | null;

export type Values<F extends FieldMap> = { -readonly [K in keyof F]: Stored<F[K]> };

type SecretKeys<F> = { [K in keyof F]: F[K] extends { type: 'secret' } ? K : never }[keyof F] & string;

/** The same values as sent to the browser: secrets masked, with a `hasX` flag beside each. */
export type WireValues<F extends FieldMap> = {
  -readonly [K in keyof F]: F[K] extends { type: 'group'; fields: infer G extends FieldMap }
    ? WireValues<G>
    : F[K] extends { type: 'secret' }
      ? string | null
      : Stored<F[K]>;
} & { [K in SecretKeys<F> as `has${Capitalize<K>}`]: boolean };

/** Rejects, at compile time, a field name without its `fields.<name>` label (nested ones too). */
export type Labelled<F> = {
  [K in keyof F]: K extends LabelledName
    ? F[K] extends { type: 'group'; fields: infer G }
      ? { fields: Labelled<G> }
      : F[K] extends { type: 'list'; item: infer I }
        ? { item: Labelled<I> }
        : unknown
    : never;
};

/** An option's label, `settings.option.<set>.<value>`. */
export function optionLabelKey<S extends string>(optionSet: S, value: OptionValue<S>): MessageKey {
  return `settings.option.${optionSet}.${value}` as MessageKey;
}

export const secretMask = '••••';

export function hasFlagName(name: string): string {
  return `has${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}
