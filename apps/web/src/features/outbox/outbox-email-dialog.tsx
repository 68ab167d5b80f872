import type { OutboxEmail } from '@contact/domain/mail';
import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { formatDateTime } from '../../ui/format-date-time';

type OutboxEmailDialogProps = { email: OutboxEmail; onClose: () => void };

/** The full text of one e-mail of the outbox. */
export function OutboxEmailDialog({ email, onClose }: OutboxEmailDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog opened title={email.subject} onClose={onClose}>
      <Stack gap="sm">
        <Text size="sm">
          <strong>{t('settings.outbox.to')}:</strong> {email.to}
        </Text>
        <Text size="sm">
          <strong>{t('settings.outbox.createdAt')}:</strong> {formatDateTime(email.createdAt, i18n.language)}
        </Text>
        {email.error && (
          <Alert color="red" title={t('settings.outbox.error')}>
            {email.error}
          </Alert>
        )}
        <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} ff="monospace">
          {email.text}
        </Text>
      </Stack>
    </Dialog>
  );
}
