import type { FieldDef } from '@contact/domain/settings';
import { Badge, ColorSwatch, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { optionTitle } from './field-label';
import { sourceName, type OptionsBySource } from './use-option-sources';

type DisplayProps = { field: FieldDef; value: unknown; options: OptionsBySource };

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];

function BooleanBadge({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={value ? 'green' : 'gray'}>
      {value ? t('settings.value.yes') : t('settings.value.no')}
    </Badge>
  );
}

function Names({ names }: { names: string[] }) {
  if (names.length === 0) return <Text c="dimmed">—</Text>;
  return <Text size="sm">{names.join(', ')}</Text>;
}

/** A record's value in a list cell, by field type: booleans as badges, references as names. */
export function FieldDisplay({ field, value, options }: DisplayProps): ReactNode {
  const { t } = useTranslation();
  switch (field.type) {
    case 'boolean':
      return <BooleanBadge value={value} />;
    case 'reference': {
      const known = options[sourceName(field.source)] ?? [];
      return (
        <Names
          names={listOf(value).map((id) => known.find((option) => option.value === String(id))?.label ?? String(id))}
        />
      );
    }
    case 'choice':
      return <Names names={listOf(value).map((item) => optionTitle(t, field.optionSet, String(item)))} />;
    case 'color':
      return typeof value === 'string' && value ? (
        <Group gap={6} wrap="nowrap">
          <ColorSwatch color={value} size={14} />
          <Text size="sm">{value}</Text>
        </Group>
      ) : (
        <Text c="dimmed">—</Text>
      );
    case 'textList':
      return <Names names={listOf(value).map(String)} />;
    case 'generated':
      return field.optionSet && typeof value === 'string' && field.options?.includes(value) ? (
        <Text size="sm">{optionTitle(t, field.optionSet, value)}</Text>
      ) : (
        <PlainValue value={value} />
      );
    case 'group':
    case 'list':
    case 'secret':
      return <Text c="dimmed">…</Text>;
    default:
      return <PlainValue value={value} />;
  }
}

function PlainValue({ value }: { value: unknown }) {
  return value === null || value === undefined || value === '' ? (
    <Text c="dimmed">—</Text>
  ) : (
    <Text size="sm" lineClamp={2}>
      {String(value)}
    </Text>
  );
}
