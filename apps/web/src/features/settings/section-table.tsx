import type { AnySection } from '@contact/domain/settings';
import { ActionIcon, Anchor, Group, Switch, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldDisplay } from './field-display';
import { fieldTitle } from './field-label';
import { childSections } from './section-groups';
import type { SettingsRecord } from './section-api';
import type { OptionsBySource } from './use-option-sources';

const activeFlag = { type: 'boolean', required: false, default: true } as const;

type SectionTableProps = {
  section: AnySection;
  records: SettingsRecord[];
  options: OptionsBySource;
  canEdit: boolean;
  onEdit: (record: SettingsRecord) => void;
  onToggle: (record: SettingsRecord, active: boolean) => void;
};

/** A record's name for labels: its first listed column. */
export function recordName(section: AnySection, record: SettingsRecord): string {
  const first = section.list.columns.find((column) => column !== 'id' && column !== section.activeKey);
  const value = first ? record[first] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : `#${record.id}`;
}

/** The declared columns of a section; the active flag as a switch administrators can flip. */
export function SectionTable({ section, records, options, canEdit, onEdit, onToggle }: SectionTableProps) {
  const { t } = useTranslation();
  const columns = section.list.columns;
  const children = childSections(section);
  const withActions = canEdit || children.length > 0;
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{fieldTitle(t, column)}</Table.Th>
            ))}
            {withActions && <Table.Th>{t('settings.list.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => {
            const name = recordName(section, record);
            return (
              <Table.Tr key={record.id}>
                {columns.map((column) => {
                  const field = section.fields[column];
                  if (column === section.activeKey) {
                    return (
                      <Table.Td key={column}>
                        {canEdit ? (
                          <Switch
                            aria-label={t('settings.list.toggle', { name })}
                            checked={record[column] === true}
                            onChange={(event) => onToggle(record, event.currentTarget.checked)}
                          />
                        ) : (
                          <FieldDisplay field={activeFlag} value={record[column]} options={options} />
                        )}
                      </Table.Td>
                    );
                  }
                  return (
                    <Table.Td key={column}>
                      {field ? (
                        <FieldDisplay field={field} value={record[column]} options={options} />
                      ) : (
                        String(record[column] ?? '')
                      )}
                    </Table.Td>
                  );
                })}
                {withActions && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {canEdit && (
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('settings.list.edit', { name })}
                          onClick={() => onEdit(record)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                      )}
                      {children.map((child) => (
                        <Anchor
                          key={child.key}
                          component={Link}
                          size="sm"
                          to={`/configuracoes/${section.segment}/${record.id}/${child.key}`}
                        >
                          {t(child.title as ParseKeys)}
                        </Anchor>
                      ))}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
