import type { ChatSupport } from '@contact/domain/protocols';
import { Badge, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chatPath, queuesOf, type QueueName } from './chat-routes';
import type { ListFilters } from './list-filters';
import { queueCount } from './queue-counts';
import { useQueueCounts } from './use-queue-counts';

type QueueMenuProps = { support: ChatSupport | null; queue: QueueName; filters: ListFilters; search: string };

const sections: (ChatSupport | null)[] = ['humano', 'bot', null];

/** The queues of the chat route with their live counts; opening a protocol leaves it as it is. */
export const QueueMenu = memo(function QueueMenu({
  support: current,
  queue: currentQueue,
  filters,
  search,
}: QueueMenuProps) {
  const { t } = useTranslation();
  const counts = useQueueCounts(filters);

  return (
    <ScrollArea h="100%" type="auto" component="nav" aria-label={t('inbox.queues')}>
      <Stack gap="md" pr="xs">
        {sections.map((support) => (
          <Stack key={support ?? 'all'} gap={2}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs">
              {t(`inbox.support.${support ?? 'all'}`)}
            </Text>
            {queuesOf(support).map((queue) => {
              const count = queueCount(counts.data, support, queue);
              const label = t(`inbox.queue.${queue}`);
              const active = current === support && currentQueue === queue;
              return (
                <NavLink
                  key={queue}
                  component={Link}
                  to={chatPath({ support, queue, protocolId: null }) + search}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  label={label}
                  py={5}
                  noWrap
                  styles={{ label: { fontSize: 13 } }}
                  title={label}
                  rightSection={
                    count === null ? null : (
                      <Badge
                        size="sm"
                        variant={count > 0 ? 'filled' : 'light'}
                        color={count > 0 ? undefined : 'gray'}
                        data-testid={`count-${support ?? 'all'}-${queue}`}
                        aria-label={t('inbox.queueCount', { count })}
                      >
                        {count}
                      </Badge>
                    )
                  }
                />
              );
            })}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
});
