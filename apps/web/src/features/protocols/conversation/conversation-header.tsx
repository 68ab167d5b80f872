import type { ProtocolDetail } from '@contact/domain/protocols';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChannelIcon, useChannelName } from '../../../ui/channel-icon';
import { SlaBadge } from '../sla-badge';
import { useTags } from '../use-inbox-settings';

type ConversationHeaderProps = { protocol: ProtocolDetail; actions: ReactNode };

/** Who the conversation is with, its number, channel, status and owner, and the actions on it. */
export function ConversationHeader({ protocol, actions }: ConversationHeaderProps) {
  const { t } = useTranslation();
  const channelName = useChannelName();
  const customer = protocol.customer_name ?? t('inbox.unknownCustomer');
  const tags = new Map((useTags().data ?? []).map((tag) => [tag.id, tag]));
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      p="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
        <ChannelIcon channelId={protocol.id_channel} size={36} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h5" lineClamp={1}>
            {customer}
          </Title>
          <Text size="xs" c="dimmed" truncate>
            #{protocol.number} · {channelName(protocol.id_channel)} · {protocol.user_name ?? t('inbox.noOwner')}
          </Text>
          <Group gap={4} mt={2}>
            <Badge size="xs" variant="outline" data-testid="protocol-status">
              {t(`protocolStatus.${protocol.status}` as 'protocolStatus.1')}
            </Badge>
            <SlaBadge sla={protocol.sla} />
            {protocol.pause && (
              <Badge size="xs" color="orange">
                {t('inbox.paused')}
              </Badge>
            )}
            {protocol.tags.map(({ id }) => (
              <Badge key={id} size="xs" variant="outline" color={tags.get(id)?.color ?? 'gray'}>
                {tags.get(id)?.name ?? `#${id}`}
              </Badge>
            ))}
            {protocol.protocol_ia_enabled && (
              <Badge size="xs" color="grape">
                {t('inbox.aiOn')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
      {actions}
    </Group>
  );
}
