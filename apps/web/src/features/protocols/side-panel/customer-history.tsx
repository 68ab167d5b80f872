import { searchProtocolHistory, type ProtocolDetail } from '@contact/domain/protocols';
import { Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../api/http-client';
import { notifyError } from '../../../ui/notify';
import { ChannelIcon } from '../../../ui/channel-icon';
import { chatPath, queueOfProtocol } from '../chat-routes';
import { formatListTime } from '../format-time';
import { protocolKeys } from '../protocol-keys';

/** The customer's earlier protocols, by contact or phone; a failure shows 'error fetching history'. */
export function CustomerHistory({ protocol }: { protocol: ProtocolDetail }) {
  const { t, i18n } = useTranslation();
  const query: Record<string, string> = protocol.protocol_contact_id
    ? { contact_id: String(protocol.protocol_contact_id) }
    : protocol.protocol_phone
      ? { phone: protocol.protocol_phone }
      : {};
  const enabled = Object.keys(query).length > 0;
  const history = useQuery({
    queryKey: protocolKeys.customerHistory(query),
    queryFn: ({ signal }) => call(searchProtocolHistory, { query, signal }),
    enabled,
  });

  useEffect(() => {
    if (history.error) notifyError(t('inbox.history.fetchFailed'));
  }, [history.error, t]);

  if (!enabled)
    return (
      <Text size="sm" c="dimmed">
        {t('inbox.history.none')}
      </Text>
    );
  if (history.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  const earlier = (history.data ?? []).filter((item) => item.id !== protocol.id);
  if (earlier.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('inbox.history.none')}
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('inbox.history.title')}>
      {earlier.map((item) => {
        const place = queueOfProtocol(item);
        const label = `#${item.number}`;
        return (
          <Group key={item.id} component="li" gap="xs" wrap="nowrap">
            <ChannelIcon channelId={item.id_channel} size={22} />
            <Stack gap={0} style={{ minWidth: 0 }}>
              {place ? (
                <Anchor component={Link} to={chatPath({ ...place, protocolId: item.id })} size="sm">
                  {label}
                </Anchor>
              ) : (
                <Text size="sm">{label}</Text>
              )}
              <Text size="xs" c="dimmed" truncate>
                {t(`protocolStatus.${item.status}` as 'protocolStatus.1')} ·{' '}
                {formatListTime(item.created_at, i18n.language)}
                {item.last_message ? ` · ${item.last_message}` : ''}
              </Text>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
