import { secretMask, type FieldDef } from '@contact/domain/settings';
import {
  ColorInput,
  NumberInput,
  PasswordInput,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
  type ComboboxItem,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect, Select } from '../../ui/select';
import { fieldTitle, helpOf, optionTitle } from './field-label';
import { GroupInput, ListInput } from './nested-inputs';
import { sourceName, type OptionsBySource } from './use-option-sources';

export type FieldInputProps<F extends FieldDef = FieldDef> = {
  name: string;
  /** The value's path in the form (`settings.token`, `weekdays.0.end`): errors are looked up by it. */
  path: string;
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
  errorAt: (path: string) => string | undefined;
  options: OptionsBySource;
};

type Renderer<T extends FieldDef['type']> = (props: FieldInputProps<Extract<FieldDef, { type: T }>>) => ReactNode;

const asText = (value: unknown) => (typeof value === 'string' ? value : '');
const asList = (value: unknown) => (Array.isArray(value) ? (value as string[]) : []);

function useCommon(props: FieldInputProps) {
  const { t } = useTranslation();
  return {
    label: fieldTitle(t, props.name),
    description: helpOf(t, props.field),
    error: props.errorAt(props.path),
    withAsterisk: props.field.required,
  };
}

function TextValue(props: FieldInputProps) {
  const common = useCommon(props);
  const htmlType = props.field.type === 'date' || props.field.type === 'time' ? props.field.type : 'text';
  return (
    <TextInput
      {...common}
      type={htmlType}
      value={asText(props.value)}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
}

const TextareaValue: Renderer<'textarea'> = (props) => {
  const common = useCommon(props);
  return (
    <Textarea
      {...common}
      autosize
      minRows={2}
      maxRows={8}
      value={asText(props.value)}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
};

function ColorValue(props: FieldInputProps) {
  const common = useCommon(props);
  return <ColorInput {...common} value={asText(props.value)} onChange={props.onChange} />;
}

const IntegerValue: Renderer<'integer'> = (props) => {
  const common = useCommon(props);
  return (
    <NumberInput
      {...common}
      allowDecimal={false}
      min={props.field.min}
      max={props.field.max}
      value={typeof props.value === 'number' ? props.value : ''}
      onChange={props.onChange}
    />
  );
};

const BooleanValue: Renderer<'boolean'> = (props) => {
  const common = useCommon(props);
  return (
    <Switch
      label={common.label}
      description={common.description}
      error={common.error}
      checked={props.value === true}
      onChange={(event) => props.onChange(event.currentTarget.checked)}
    />
  );
};

function Choice({ props, data }: { props: FieldInputProps; data: ComboboxItem[] }) {
  const common = useCommon(props);
  const multiple = 'multiple' in props.field && props.field.multiple;
  if (multiple) return <MultiSelect {...common} data={data} value={asList(props.value)} onChange={props.onChange} />;
  return (
    <Select
      {...common}
      data={data}
      value={typeof props.value === 'string' ? props.value : null}
      onChange={props.onChange}
      clearable={!props.field.required}
    />
  );
}

const ChoiceValue: Renderer<'choice'> = (props) => {
  const { t } = useTranslation();
  const data = props.field.options.map((value) => ({ value, label: optionTitle(t, props.field.optionSet, value) }));
  return <Choice props={props} data={data} />;
};

const ReferenceValue: Renderer<'reference'> = (props) => (
  <Choice props={props} data={props.options[sourceName(props.field.source)] ?? []} />
);

const SecretValue: Renderer<'secret'> = (props) => {
  const { t } = useTranslation();
  const common = useCommon(props);
  const kept = props.value === secretMask;
  return (
    <PasswordInput
      {...common}
      description={kept ? t('settings.form.secretKept') : common.description}
      autoComplete="new-password"
      value={asText(props.value)}
      onChange={(event) => props.onChange(event.currentTarget.value)}
    />
  );
};

const TextListValue: Renderer<'textList'> = (props) => {
  const common = useCommon(props);
  return <TagsInput {...common} value={asList(props.value)} onChange={props.onChange} clearable />;
};

const GeneratedValue: Renderer<'generated'> = (props) => {
  const { t } = useTranslation();
  const common = useCommon(props);
  if (!props.value) return null;
  const text = asText(props.value);
  const { optionSet, options } = props.field;
  const shown = optionSet && options?.includes(text) ? optionTitle(t, optionSet, text) : text;
  return <TextInput label={common.label} value={shown} readOnly variant="filled" />;
};

/** One input per field type (Twenty's FieldInput): a new type is one entry here. */
const renderers: { [T in FieldDef['type']]: Renderer<T> } = {
  text: TextValue,
  email: TextValue,
  url: TextValue,
  slug: TextValue,
  phone: TextValue,
  date: TextValue,
  time: TextValue,
  textarea: TextareaValue,
  color: ColorValue,
  integer: IntegerValue,
  boolean: BooleanValue,
  choice: ChoiceValue,
  reference: ReferenceValue,
  secret: SecretValue,
  textList: TextListValue,
  group: GroupInput,
  list: ListInput,
  generated: GeneratedValue,
};

export function FieldInput(props: FieldInputProps) {
  const Render = renderers[props.field.type] as Renderer<FieldDef['type']>;
  return <Render {...props} />;
}
