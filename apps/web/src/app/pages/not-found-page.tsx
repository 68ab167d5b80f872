import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../session/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light" color="gray">
        <IconMapQuestion size={36} aria-hidden />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed">{t('notFound.message')}</Text>
      <Button component={Link} to={paths.home}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
