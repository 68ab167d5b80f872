import { isAdministrator } from '@contact/domain/profiles';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanySecurityCard } from '../../features/company-settings/company-security-card';
import { UpcomingSections } from '../../features/company-settings/upcoming-sections';
import { OutboxCard } from '../../features/outbox/outbox-card';
import { useCurrentUser } from '../../session/use-current-user';

/** /configuracoes: company security, the e-mail outbox (administrators) and what comes next. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      <CompanySecurityCard user={user} />
      {isAdministrator(user.role) && <OutboxCard />}
      <UpcomingSections />
    </Stack>
  );
}
