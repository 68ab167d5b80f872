import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../session/use-current-user';

/** The first page after signing in. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="sm" maw={720}>
      <Title order={1} size="h2">
        {t('home.welcome', { name: user.name })}
      </Title>
      <Text>{t('home.intro', { company: user.company.name })}</Text>
      <Text c="dimmed">
        {t('home.settingsHint')}{' '}
        <Anchor component={Link} to="/configuracoes">
          {t('menu.settings')}
        </Anchor>
      </Text>
    </Stack>
  );
}
