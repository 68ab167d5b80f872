import { isAdministrator } from '@contact/domain/profiles';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanySecurityCard } from '../../features/company-settings/company-security-card';
import { OutboxCard } from '../../features/outbox/outbox-card';
import { SettingsIndex } from '../../features/settings/settings-index';
import { useCurrentUser } from '../../session/use-current-user';

/** /configuracoes: the sections the user may open, company security and the e-mail outbox (administrators). */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <SettingsIndex role={user.role} />
      <CompanySecurityCard user={user} />
      {isAdministrator(user.role) && <OutboxCard />}
    </Stack>
  );
}
