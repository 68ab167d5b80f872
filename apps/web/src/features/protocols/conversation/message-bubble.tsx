import type { Message } from '@contact/domain/protocols';
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClock, IconRefresh } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessageTime } from '../format-time';
import { AttachmentView } from './attachment-view';
import { ChannelContent } from './channel-content';
import classes from './message-bubble.module.css';
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
    <div className={classes.row} data-direction={message.direction}>
      <div
        className={classes.bubble}
        data-tone={outgoing ? 'out' : message.author === 'customer' ? 'customer' : 'other'}
        role="group"
        aria-label={t('inbox.message.from', { sender })}
        data-message-id={message.message_id}
      >
        <p className={classes.sender}>{sender}</p>
        {message.text && !message.html && <p className={classes.text}>{message.text}</p>}
        {message.attachments.map((attachment) => (
          <AttachmentView key={attachment.key} attachment={attachment} />
        ))}
        <ChannelContent message={message} />
        <div className={classes.footer}>
          <span className={classes.time}>{formatMessageTime(message.created_at, i18n.language)}</span>
          {outgoing && <DeliveryIcon state={message.status} reason={message.failure_reason} />}
        </div>
      </div>
    </div>
  );
});

type PendingBubbleProps = { pending: PendingMessage; onRetry: (clientId: string) => void };

/** A message on its way, or one that failed, with its retry. */
export function PendingBubble({ pending, onRetry }: PendingBubbleProps) {
  const { t } = useTranslation();
  const failed = pending.state === 'failed';
  return (
    <div className={classes.row} data-direction="out">
      <div className={classes.bubble} data-tone="out" data-pending={pending.state}>
        {pending.text && <p className={classes.text}>{pending.text}</p>}
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
      </div>
    </div>
  );
}
