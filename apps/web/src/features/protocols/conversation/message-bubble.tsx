import type { Message } from '@contact/domain/protocols';
import { Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconRefresh } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessageTime } from '../format-time';
import { AttachmentView } from './attachment-view';
import { ChannelContent } from './channel-content';
import type { PendingMessage } from './pending-messages-store';

type DeliveryState = Message['status'] | 'sending';

function DeliveryIcon({ state, reason }: { state: DeliveryState; reason?: string | null }) {
  const { t, i18n } = useTranslation();
  if (state === 'received') return null;
  // The server's own reasons are message keys; a provider's come as its text.
  const shown = reason && i18n.exists(reason) ? t(reason as ParseKeys) : reason;
  const label = shown ? `${t(`inbox.delivery.${state}`)}: ${shown}` : t(`inbox.delivery.${state}`);
  const icon =
    state === 'failed' ? (
      <IconAlertCircle size={14} color="var(--mantine-color-red-filled)" aria-hidden />
    ) : state === 'read' ? (
      <IconChecks size={14} color="var(--mantine-color-blue-filled)" aria-hidden />
    ) : state === 'delivered' ? (
      <IconChecks size={14} aria-hidden />
    ) : state === 'sent' ? (
      <IconCheck size={14} aria-hidden />
    ) : (
      <IconClock size={14} aria-hidden />
    );
  return (
    <Tooltip label={label}>
      <span role="img" aria-label={label} data-delivery={state} style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </Tooltip>
  );
}

type BubbleProps = { message: Message; customerName: string };

/** One message: who wrote it and when, its text, attachments and delivery state. */
export const MessageBubble = memo(function MessageBubble({ message, customerName }: BubbleProps) {
  const { t, i18n } = useTranslation();
  const outgoing = message.direction === 'out';
  const sender =
    message.author === 'customer'
      ? customerName
      : message.author === 'agent'
        ? (message.user_name ?? t('inbox.message.agent'))
        : t(`inbox.message.${message.author}`);
  return (
    <Group justify={outgoing ? 'flex-end' : 'flex-start'} px="sm" py={4}>
      <Paper
        withBorder
        p="xs"
        maw="75%"
        bg={
          outgoing
            ? 'var(--mantine-primary-color-light)'
            : message.author === 'customer'
              ? undefined
              : 'var(--mantine-color-default-hover)'
        }
        aria-label={t('inbox.message.from', { sender })}
        data-message-id={message.message_id}
      >
        <Stack gap={4}>
          <Text size="xs" fw={600} c="dimmed">
            {sender}
          </Text>
          {message.text && !message.html && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {message.text}
            </Text>
          )}
          {message.attachments.map((attachment) => (
            <AttachmentView key={attachment.key} attachment={attachment} />
          ))}
          <ChannelContent message={message} />
          <Group gap={4} justify="flex-end">
            <Text size="xs" c="dimmed">
              {formatMessageTime(message.created_at, i18n.language)}
            </Text>
            {outgoing && <DeliveryIcon state={message.status} reason={message.failure_reason} />}
          </Group>
        </Stack>
      </Paper>
    </Group>
  );
});

type PendingBubbleProps = { pending: PendingMessage; onRetry: (clientId: string) => void };

/** A message on its way, or one that failed, with its retry. */
export function PendingBubble({ pending, onRetry }: PendingBubbleProps) {
  const { t } = useTranslation();
  const failed = pending.state === 'failed';
  return (
    <Group justify="flex-end" px="sm" py={4}>
      <Paper
        withBorder
        p="xs"
        maw="75%"
        bg="var(--mantine-primary-color-light)"
        style={failed ? { borderColor: 'var(--mantine-color-red-filled)' } : { opacity: 0.75 }}
        data-pending={pending.state}
      >
        <Stack gap={4}>
          {pending.text && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {pending.text}
            </Text>
          )}
          {pending.files.map((file, index) => (
            <Text key={`${file.name}-${index}`} size="xs">
              📎 {file.name}
            </Text>
          ))}
          <Group gap={6} justify="flex-end">
            {failed ? (
              <>
                <Text size="xs" c="red">
                  {t('inbox.composer.notSent')}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  leftSection={<IconRefresh size={12} aria-hidden />}
                  onClick={() => onRetry(pending.clientId)}
                >
                  {t('inbox.composer.retry')}
                </Button>
              </>
            ) : (
              <DeliveryIcon state="sending" />
            )}
          </Group>
        </Stack>
      </Paper>
    </Group>
  );
}
