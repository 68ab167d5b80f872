import type { ProtocolDetail } from '@contact/domain/protocols';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconNote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openActionDialog } from '../action-dialog-store';
import { formatMessageTime } from '../format-time';

/** The protocol's internal notes, newest last. */
export function NotesSection({ protocol }: { protocol: ProtocolDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="xs">
      {protocol.notes.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('inbox.note.none')}
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('inbox.note.list')}>
        {protocol.notes.map((note) => (
          <Paper key={note.id} component="li" withBorder p="xs" bg="var(--mantine-color-yellow-light)">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {note.text}
            </Text>
            <Text size="xs" c="dimmed">
              {note.user_name ?? t('inbox.message.system')} · {formatMessageTime(note.created_at, i18n.language)}
            </Text>
          </Paper>
        ))}
      </Stack>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconNote size={14} aria-hidden />}
        onClick={() => openActionDialog('note')}
      >
        {t('inbox.action.note')}
      </Button>
    </Stack>
  );
}
