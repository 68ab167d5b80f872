import type { FieldMap, GroupField, ListField } from '@contact/domain/settings';
import { ActionIcon, Button, Fieldset, Group, Input, Paper, Stack } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldInput, type FieldInputProps } from './field-input';
import { fieldTitle, helpOf } from './field-label';
import { newListItem, type FormValues } from './form-values';

const asBag = (value: unknown): FormValues =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as FormValues) : {};

type FieldsProps = Omit<FieldInputProps, 'field' | 'value' | 'onChange' | 'name'> & {
  fields: FieldMap;
  value: FormValues;
  onChange: (value: FormValues) => void;
};

/** The inputs of a group's or a list item's fields, each bound to its part of the value. */
function NestedFields({ fields, value, onChange, path, errorAt, options }: FieldsProps) {
  return (
    <Stack gap="sm">
      {Object.entries(fields).map(([name, field]) => (
        <FieldInput
          key={name}
          name={name}
          path={`${path}.${name}`}
          field={field}
          value={value[name]}
          onChange={(next) => onChange({ ...value, [name]: next })}
          errorAt={errorAt}
          options={options}
        />
      ))}
    </Stack>
  );
}

/** A group of fields stored together (`settings.provider`, `messages.welcome`). */
export function GroupInput(props: FieldInputProps<GroupField>) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={fieldTitle(t, props.name)}>
      <NestedFields {...props} fields={props.field.fields} value={asBag(props.value)} onChange={props.onChange} />
    </Fieldset>
  );
}

/** A list of small records edited in place: opening hours, blocked days, a bot's entities and nodes. */
export function ListInput(props: FieldInputProps<ListField>) {
  const { t } = useTranslation();
  const items = Array.isArray(props.value) ? (props.value as FormValues[]) : [];
  const label = fieldTitle(t, props.name);
  const change = (index: number, item: FormValues) =>
    props.onChange(items.map((current, at) => (at === index ? item : current)));
  return (
    <Input.Wrapper
      label={label}
      description={helpOf(t, props.field)}
      error={props.errorAt(props.path)}
      withAsterisk={props.field.required}
    >
      <Stack gap="xs" mt={4}>
        {items.map((item, index) => (
          <Paper key={index} withBorder p="sm">
            <Group align="flex-start" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <NestedFields
                  {...props}
                  path={`${props.path}.${index}`}
                  fields={props.field.item}
                  value={item}
                  onChange={(next) => change(index, next)}
                />
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`${t('settings.form.remove')} ${index + 1}`}
                onClick={() => props.onChange(items.filter((_, at) => at !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
        {items.length < props.field.max && (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => props.onChange([...items, newListItem(props.field.item)])}
            >
              {`${t('settings.form.add')}: ${label}`}
            </Button>
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
