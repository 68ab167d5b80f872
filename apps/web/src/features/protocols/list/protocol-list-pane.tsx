import type { Protocol } from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import {
  ActionIcon,
  Alert,
  Button,
  Center,
  Group,
  Indicator,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilter, IconHandGrab, IconSearch } from '@tabler/icons-react';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markFirstPaint } from '../../../ui/first-paint';
import { openActionDialog } from '../action-dialog-store';
import { chatPath, queueDefinition, type ChatView } from '../chat-routes';
import { countActiveFilters, type ListFilters } from '../list-filters';
import { useTags, type InboxTag } from '../use-inbox-settings';
import { usePrefetchProtocol } from '../use-protocol';
import { useProtocolList } from '../use-protocol-list';
import { useListRooms } from '../use-rooms';
import { ProtocolList } from './protocol-list';

const noTags: InboxTag[] = [];
const ListFiltersBar = lazy(() => import('./list-filters-bar').then((module) => ({ default: module.ListFiltersBar })));

type ProtocolListPaneProps = {
  view: ChatView;
  filters: ListFilters;
  search: string;
  role: number;
  onFiltersChange: (filters: ListFilters) => void;
};

/**
 * A queue's list with its title, search, filters and the "take next" button. The open protocol's
 * own updates (its messages coming in) leave it as it is.
 */
export const ProtocolListPane = memo(function ProtocolListPane({
  view,
  filters,
  search,
  role,
  onFiltersChange,
}: ProtocolListPaneProps) {
  const { t } = useTranslation();
  const [showFilters, setShowFilters] = useState(false);
  const [searchText, setSearchText] = useState(filters.search);
  const queue = queueDefinition(view);
  const list = useProtocolList({ support: view.support, queue: view.queue, filters });
  const tags = useTags().data ?? noTags;
  useListRooms(queue.statuses, role);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  // The inbox is drawn once its list is: the live connection may load now.
  useEffect(() => {
    if (!list.isPending) markFirstPaint();
  }, [list.isPending]);
  const applySearch = useDebouncedCallback((value: string) => onFiltersChange({ ...filters, search: value }), 350);
  const pathOf = useCallback(
    (protocol: Protocol) => chatPath({ ...view, protocolId: protocol.id }) + search,
    [view, search],
  );
  const prefetch = usePrefetchProtocol();
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const active = countActiveFilters(filters);
  const title = t(`inbox.queue.${view.queue}`);

  return (
    <Stack gap={0} h="100%" component="section" aria-label={t('inbox.listOf', { queue: title })}>
      <Stack gap="xs" p="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text size="xs" c="dimmed" lh={1.2}>
              {t(`inbox.support.${view.support ?? 'all'}`)}
            </Text>
            <Title order={2} size="h5" lineClamp={1}>
              {title}
            </Title>
          </div>
          {view.support !== 'bot' && (
            <Button
              size="compact-xs"
              style={{ flexShrink: 0 }}
              leftSection={<IconHandGrab size={14} aria-hidden />}
              onClick={() => openActionDialog('takeNext')}
            >
              {t('inbox.takeNext')}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            leftSection={<IconSearch size={14} aria-hidden />}
            placeholder={t('inbox.searchPlaceholder')}
            aria-label={t('inbox.search')}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
          />
          <Indicator disabled={active === 0} label={active} size={16}>
            <ActionIcon
              variant={showFilters ? 'filled' : 'default'}
              aria-label={t('inbox.filters')}
              aria-expanded={showFilters}
              onClick={() => setShowFilters((shown) => !shown)}
            >
              <IconFilter size={16} aria-hidden />
            </ActionIcon>
          </Indicator>
        </Group>
      </Stack>
      {showFilters && (
        <Suspense fallback={null}>
          <ListFiltersBar
            queue={queue}
            filters={filters}
            canFilterUsers={!seesOnlyOwnProtocols(role)}
            onChange={onFiltersChange}
          />
        </Suspense>
      )}
      {list.error && (
        <Alert color="red" m="xs" role="alert">
          {list.error.message}
        </Alert>
      )}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      {!list.isPending && list.protocols.length === 0 && !list.error && (
        <Text c="dimmed" size="sm" ta="center" p="lg">
          {filters.search
            ? t('inbox.emptySearch', { search: filters.search })
            : seesOnlyOwnProtocols(role) && view.queue === 'fila'
              ? t('inbox.emptyQueueOperator')
              : t('inbox.empty')}
        </Text>
      )}
      {list.protocols.length > 0 && (
        <div style={{ flex: 1, minHeight: 0 }}>
          <ProtocolList
            protocols={list.protocols}
            selectedId={view.protocolId}
            pathOf={pathOf}
            onPrefetch={prefetch}
            tags={tags}
            hasNextPage={hasNextPage}
            isFetchingNextPage={isFetchingNextPage}
            onLoadMore={loadMore}
          />
        </div>
      )}
    </Stack>
  );
});
