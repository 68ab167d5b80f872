import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a page cannot even load (for example a new version replaced its files). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="xl">
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {t('app.crashTitle')}
        </Title>
        <Text c="dimmed">{t('app.crashMessage')}</Text>
        <Button onClick={() => window.location.reload()}>{t('app.reload')}</Button>
      </Stack>
    </Center>
  );
}
