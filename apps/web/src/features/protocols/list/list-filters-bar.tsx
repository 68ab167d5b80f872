import { channels } from '@contact/domain/channels';
import { slaStates, type SlaState } from '@contact/domain/protocols';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MultiSelect, Select } from '../../../ui/select';
import type { QueueDefinition } from '../chat-routes';
import { noFilters, type ListFilters } from '../list-filters';
import { useDepartments, useUsers } from '../use-inbox-settings';

type ListFiltersBarProps = {
  queue: QueueDefinition;
  filters: ListFilters;
  /** Operators see only their own protocols: a filter by user means nothing to them. */
  canFilterUsers: boolean;
  onChange: (filters: ListFilters) => void;
};

const toIds = (values: string[]) => values.map(Number);
const toValues = (ids: number[]) => ids.map(String);

/** Department, channel, user, support, status, SLA, dates and order of a list; each change goes to the address. */
export function ListFiltersBar({ queue, filters, canFilterUsers, onChange }: ListFiltersBarProps) {
  const { t } = useTranslation();
  const departments = useDepartments();
  const users = useUsers();
  const set = (changes: Partial<ListFilters>) => onChange({ ...filters, ...changes });

  return (
    <Stack gap="xs" p="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <MultiSelect
          size="xs"
          label={t('inbox.filter.department')}
          data={(departments.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          value={toValues(filters.department)}
          onChange={(values) => set({ department: toIds(values) })}
          clearable
        />
        <MultiSelect
          size="xs"
          label={t('inbox.filter.channel')}
          data={channels.map((item) => ({ value: String(item.id), label: t(`inbox.channel.${item.name}`) }))}
          value={toValues(filters.channel)}
          onChange={(values) => set({ channel: toIds(values) })}
          clearable
        />
        {canFilterUsers && (
          <MultiSelect
            size="xs"
            label={t('inbox.filter.user')}
            data={(users.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
            value={toValues(filters.user)}
            onChange={(values) => set({ user: toIds(values) })}
            clearable
          />
        )}
        {queue.support === null && (
          <Select
            size="xs"
            label={t('inbox.filter.support')}
            data={[
              { value: '1', label: t('inbox.support.bot') },
              { value: '2', label: t('inbox.support.humano') },
            ]}
            value={filters.support ? String(filters.support) : null}
            onChange={(value) => set({ support: value === '1' ? 1 : value === '2' ? 2 : null })}
            clearable
          />
        )}
        {queue.statuses.length > 1 && (
          <MultiSelect
            size="xs"
            label={t('inbox.filter.status')}
            data={queue.statuses.map((status) => ({
              value: String(status),
              label: t(`protocolStatus.${status}` as 'protocolStatus.1'),
            }))}
            value={toValues(filters.status)}
            onChange={(values) => set({ status: toIds(values) })}
            clearable
          />
        )}
        <Select
          size="xs"
          label={t('inbox.filter.sla')}
          data={slaStates.map((state) => ({ value: state, label: t(`inbox.sla.${state}`) }))}
          value={filters.sla}
          onChange={(value) => set({ sla: (value as SlaState | null) ?? null })}
          clearable
        />
        <TextInput
          size="xs"
          type="date"
          label={t('inbox.filter.from')}
          value={filters.from}
          onChange={(event) => set({ from: event.currentTarget.value })}
        />
        <TextInput
          size="xs"
          type="date"
          label={t('inbox.filter.to')}
          value={filters.to}
          onChange={(event) => set({ to: event.currentTarget.value })}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="xs">
        <SegmentedControl
          size="xs"
          aria-label={t('inbox.filter.order')}
          value={filters.order}
          onChange={(value) => set({ order: value === 'asc' ? 'asc' : 'desc' })}
          data={[
            { value: 'desc', label: t('inbox.filter.newest') },
            { value: 'asc', label: t('inbox.filter.oldest') },
          ]}
        />
        <Button size="xs" variant="subtle" onClick={() => onChange({ ...noFilters, search: filters.search })}>
          {t('inbox.filter.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
