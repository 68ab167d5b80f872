import type { Message } from '@contact/domain/protocols';
import { Anchor, Group, Image, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Attachment = Message['attachments'][number];

function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Images inline, audio with a player, anything else as a file to download. */
export function AttachmentView({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation();
  if (attachment.type.startsWith('image/')) {
    return (
      <Anchor href={attachment.url} target="_blank" rel="noreferrer">
        <Image
          src={attachment.url}
          alt={attachment.name}
          maw={240}
          mah={240}
          fit="contain"
          radius="sm"
          loading="lazy"
        />
      </Anchor>
    );
  }
  if (attachment.type.startsWith('audio/')) {
    return (
      <audio
        controls
        preload="none"
        src={attachment.url}
        aria-label={t('inbox.message.audio', { name: attachment.name })}
      >
        <track kind="captions" />
      </audio>
    );
  }
  return (
    <Anchor href={attachment.url} download={attachment.name} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconFile size={16} aria-hidden />
        <Text span size="sm" truncate maw={200}>
          {attachment.name}
        </Text>
        <Text span size="xs" c="dimmed">
          ({sizeOf(attachment.size)})
        </Text>
      </Group>
    </Anchor>
  );
}
