import { Container, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuestPreferences } from '../preferences/use-guest-preferences';
import { LanguagePicker } from './language-picker';

/** The frame of the pages seen before signing in. */
export function GuestFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useGuestPreferences();
  return (
    <Container size={480} py="xl">
      <Stack gap="lg">
        <Title order={1} size="h3" ta="center">
          {t('app.name')}
        </Title>
        <Paper withBorder shadow="sm" p="xl" component="main">
          {children}
        </Paper>
        <Group justify="flex-end">
          <LanguagePicker />
        </Group>
      </Stack>
    </Container>
  );
}
