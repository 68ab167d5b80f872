import { getProtocolHistory, type HistoryEntry } from '@contact/domain/protocols';
import { Loader, Text, Timeline } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http-client';
import { formatMessageTime } from '../format-time';
import { protocolKeys } from '../protocol-keys';

/** Every event in the life of the protocol, oldest first; events keep it current while shown. */
export function ProtocolTimeline({ protocolId }: { protocolId: number }) {
  const { t, i18n } = useTranslation();
  const history = useQuery({
    queryKey: protocolKeys.history(protocolId),
    queryFn: ({ signal }) => call(getProtocolHistory, { params: { id: protocolId }, signal }),
  });
  if (history.isPending) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (history.error)
    return (
      <Text size="sm" c="red">
        {history.error.message}
      </Text>
    );
  const entries: HistoryEntry[] = history.data;
  return (
    <Timeline bulletSize={12} lineWidth={2} aria-label={t('inbox.timeline.title')}>
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={t(`inbox.timeline.${entry.type}`)}>
          <Text size="xs" c="dimmed">
            {entry.user_name ?? t('inbox.message.system')} · {formatMessageTime(entry.created_at, i18n.language)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
