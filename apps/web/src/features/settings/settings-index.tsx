import { Anchor, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readableGroups } from './section-groups';

/** The settings sections this profile may open, in their groups, each linking to its page. */
export function SettingsIndex({ role }: { role: number }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {readableGroups(role).map((group) => (
        <Card key={group.title} withBorder padding="lg" component="nav" aria-label={t(group.title)}>
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t(group.title)}
            </Title>
            {group.sections.map((section) => (
              <Anchor key={section.key} component={Link} to={`/configuracoes/${section.segment}`}>
                {t(section.title as ParseKeys)}
              </Anchor>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
