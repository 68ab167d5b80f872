import type { Protocol } from '@contact/domain/protocols';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChannelIcon } from '../../../ui/channel-icon';
import { formatListTime } from '../format-time';
import { slaColors, SlaBadge } from '../sla-badge';
import type { InboxTag } from '../use-inbox-settings';

type ProtocolRowProps = {
  protocol: Protocol;
  to: string;
  selected: boolean;
  tags: ReadonlyMap<number, InboxTag>;
  onPrefetch: (id: number) => void;
};

/** One protocol of a list: channel, customer, number, last message and time, SLA, unread, owner, tags. */
export const ProtocolRow = memo(function ProtocolRow({ protocol, to, selected, tags, onPrefetch }: ProtocolRowProps) {
  const { t, i18n } = useTranslation();
  const customer = protocol.customer_name ?? t('inbox.unknownCustomer');
  const unread = protocol.unread_count;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-current={selected ? 'true' : undefined}
      aria-label={t('inbox.row.label', { customer, number: protocol.number })}
      data-protocol-id={protocol.id}
      onPointerDown={selected ? undefined : () => onPrefetch(protocol.id)}
      onClick={selected ? undefined : () => onPrefetch(protocol.id)}
      p="xs"
      w="100%"
      h="100%"
      style={{
        display: 'block',
        borderLeft: `4px solid var(--mantine-color-${slaColors[protocol.sla]}-filled)`,
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: selected ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ChannelIcon channelId={protocol.id_channel} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={unread > 0 ? 700 : 500} truncate>
              {customer}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatListTime(protocol.last_message_at ?? protocol.created_at, i18n.language)}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="xs" c="dimmed" truncate>
              #{protocol.number}
              {' · '}
              {protocol.user_name ?? t('inbox.noOwner')}
            </Text>
            {unread > 0 && (
              <Badge size="sm" circle aria-label={t('inbox.unread', { count: unread })}>
                {unread}
              </Badge>
            )}
          </Group>
          <Text size="xs" truncate>
            {protocol.pause ? `⏸ ${t('inbox.paused')} · ` : ''}
            {protocol.last_message ?? ''}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ overflow: 'hidden' }}>
            <SlaBadge sla={protocol.sla} />
            {protocol.tags.map(({ id }) => {
              const tag = tags.get(id);
              return (
                <Badge key={id} size="xs" variant="outline" color={tag?.color ?? 'gray'}>
                  {tag?.name ?? `#${id}`}
                </Badge>
              );
            })}
          </Group>
        </Stack>
      </Group>
    </UnstyledButton>
  );
});
