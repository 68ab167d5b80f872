import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../session/paths';

/** The page of a main-menu module that is still to come. */
export function NotAvailablePage({ module }: { module: ParseKeys }) {
  const { t } = useTranslation();
  const name = t(module);
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconHourglass size={36} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('notAvailable.title', { module: name })}
      </Title>
      <Text c="dimmed" maw={520}>
        {t('notAvailable.message', { module: name })}
      </Text>
      <Button component={Link} to={paths.home} variant="light">
        {t('notAvailable.home')}
      </Button>
    </Stack>
  );
}
