import type { OutboxEmail } from '@contact/domain/mail';
import { Alert, Card, Center, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutboxEmailDialog } from './outbox-email-dialog';
import { OutboxTable } from './outbox-table';
import { outboxPageSize, useOutbox } from './use-outbox';

/** The e-mails the platform sent or kept, for administrators; a row opens its text. */
export function OutboxCard() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<OutboxEmail | null>(null);
  const outbox = useOutbox(page);
  const total = outbox.data?.total ?? 0;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="outbox-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="outbox-title">
            {t('settings.outbox.title')}
          </Title>
          {outbox.isFetching && <Loader size="xs" aria-label={t('app.loading')} />}
        </Group>
        <Text size="sm" c="dimmed">
          {t('settings.outbox.help')}
        </Text>
        {outbox.error && (
          <Alert color="red" role="alert">
            {outbox.error.message}
          </Alert>
        )}
        {!outbox.data && outbox.isPending && (
          <Center py="md">
            <Loader aria-label={t('app.loading')} />
          </Center>
        )}
        {outbox.data && outbox.data.items.length === 0 && <Text size="sm">{t('settings.outbox.empty')}</Text>}
        {outbox.data && outbox.data.items.length > 0 && <OutboxTable emails={outbox.data.items} onOpen={setOpened} />}
        {total > outboxPageSize && (
          <Pagination
            total={Math.ceil(total / outboxPageSize)}
            value={page}
            onChange={setPage}
            aria-label={t('settings.outbox.pages')}
          />
        )}
      </Stack>
      {opened && <OutboxEmailDialog email={opened} onClose={() => setOpened(null)} />}
    </Card>
  );
}
