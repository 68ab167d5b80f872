import type { FieldDef } from '@contact/domain/settings';
import type { ParseKeys, TFunction } from 'i18next';

/** A field's label: the domain's `fields.<name>` (lower case for messages), capitalised for a form. */
export function fieldTitle(t: TFunction, name: string): string {
  const text = t(`fields.${name}` as ParseKeys);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label of a choice option, `settings.option.<set>.<value>`. */
export function optionTitle(t: TFunction, optionSet: string, value: string): string {
  return t(`settings.option.${optionSet}.${value}` as ParseKeys);
}

export function helpOf(t: TFunction, field: FieldDef): string | undefined {
  return field.help ? t(field.help as ParseKeys) : undefined;
}
