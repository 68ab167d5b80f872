import { isAdministrator } from '@contact/domain/profiles';
import type { AnySection } from '@contact/domain/settings';
import { Alert, Anchor, Button, Card, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';
import { listExtras } from './list-extras';
import type { SettingsRecord } from './section-api';
import { SectionFormDialog } from './section-form-dialog';
import { SectionTable } from './section-table';
import { useOptionSources } from './use-option-sources';
import { useSectionRecords, useToggleRecord } from './use-section-records';
import { SearchAndStatus, useSearchAndStatus } from '../../ui/search-and-status';

const pageSize = 50;

/** /configuracoes/<segment>: a declared section's list, search, filter, pages and form. */
type SectionPageProps = {
  section: AnySection;
  role: number;
  /** For a child section: the owner section and record whose records these are. */
  parent?: { section: AnySection; id: number };
  /** Opened at /configuracoes/<segment>/novo: the new record's form is open; closing it goes to the list. */
  creating?: boolean;
};

export function SectionPage({ section, role, parent, creating = false }: SectionPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = isAdministrator(role);
  const { page, setPage, filters, bar } = useSearchAndStatus();
  const [editing, setEditing] = useState<SettingsRecord | 'new' | null>(creating && canEdit ? 'new' : null);
  const query = {
    limit: pageSize,
    offset: (page - 1) * pageSize,
    ...filters,
  };
  const records = useSectionRecords(section, query, parent?.id);
  const toggle = useToggleRecord(section, parent?.id);
  const options = useOptionSources(section.fields);
  const title = t(section.title as ParseKeys);
  const total = records.data?.total ?? 0;
  const items = records.data?.items ?? [];
  const extras = listExtras[section.key];

  async function handleToggle(record: SettingsRecord, next: boolean): Promise<void> {
    try {
      await toggle.mutateAsync({ id: record.id, active: next });
      notifySuccess(t(next ? 'settings.notices.activated' : 'settings.notices.deactivated'));
    } catch (error) {
      reportError(error);
    }
  }

  const table = (shown: SettingsRecord[]) => (
    <SectionTable
      section={section}
      records={shown}
      options={options}
      canEdit={canEdit}
      onEdit={setEditing}
      onToggle={(record, next) => void handleToggle(record, next)}
    />
  );
  const ownList = (
    <Card withBorder padding="md">
      <Stack gap="md">
        <SearchAndStatus
          {...bar}
          labels={{
            search: t('settings.list.search'),
            status: t('settings.list.status'),
            all: t('settings.list.status.all'),
            active: t('settings.list.status.active'),
            inactive: t('settings.list.status.inactive'),
          }}
        />
        {records.isSuccess && items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {t('settings.list.empty')}
          </Text>
        ) : (
          table(items)
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {records.data ? t('settings.list.total', { count: total }) : t('app.loading')}
          </Text>
          {total > pageSize && (
            <Pagination
              total={Math.ceil(total / pageSize)}
              value={page}
              onChange={setPage}
              aria-label={t('settings.list.pages', { section: title })}
            />
          )}
        </Group>
      </Stack>
    </Card>
  );

  return (
    <Stack gap="md" maw={1200}>
      <Anchor component={Link} to={parent ? `/configuracoes/${parent.section.segment}` : '/configuracoes'} size="sm">
        {parent ? t(parent.section.title as ParseKeys) : t('settings.list.back')}
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="sm">
          {extras?.Actions && <extras.Actions />}
          {canEdit && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('settings.list.create')}
            </Button>
          )}
        </Group>
      </Group>
      {!canEdit && <Alert color="gray">{t('settings.list.readOnly')}</Alert>}
      {extras?.Lists ? <extras.Lists own={ownList} renderTable={table} /> : ownList}
      <SectionFormDialog
        section={section}
        editing={editing}
        options={options}
        parentId={parent?.id}
        onClose={() => {
          setEditing(null);
          if (creating) void navigate(`/configuracoes/${section.segment}`, { replace: true });
        }}
      />
    </Stack>
  );
}
