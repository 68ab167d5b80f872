import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const sections = [
  'settings.section.departments',
  'settings.section.users',
  'settings.section.pauses',
  'settings.section.tabulations',
  'settings.section.sla',
  'settings.section.schedules',
  'settings.section.channels',
  'settings.section.faq',
  'settings.section.blockedWords',
  'settings.section.widgets',
  'settings.section.tags',
  'settings.section.permissions',
  'settings.section.bots',
  'settings.section.nps',
] as const;

/** The settings sections still to come, as plain text. */
export function UpcomingSections() {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="upcoming-sections-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="upcoming-sections-title">
          {t('settings.upcoming.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('settings.upcoming.help')}
        </Text>
        <List size="sm" spacing={4}>
          {sections.map((key) => (
            <List.Item key={key}>{t(key)}</List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
