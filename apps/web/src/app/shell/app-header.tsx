import type { CurrentUser } from '@contact/domain/users';
import { Anchor, Burger, Group, Text } from '@mantine/core';
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../session/paths';
import { lazyNamed } from '../lazy-named';
import { UserMenu } from './user-menu';

/** Status, breaks and dialer read the settings declarations: their own chunk, after the first paint. */
const AgentControls = lazyNamed(() => import('../../features/agent-status/agent-controls'), 'AgentControls');

type AppHeaderProps = {
  user: CurrentUser;
  navbarOpened: boolean;
  onToggleNavbar: () => void;
};

/** The header: the app, the company, the agent's controls and the user menu; navigation leaves it as it is. */
export const AppHeader = memo(function AppHeader({ user, navbarOpened, onToggleNavbar }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.toggleNavigation')}
        />
        <Anchor component={Link} to={paths.home} fw={700} size="lg" underline="never" c="inherit">
          {t('app.name')}
        </Anchor>
        <Text c="dimmed" size="sm" visibleFrom="xs" data-testid="company-name">
          {user.company.name}
        </Text>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Suspense fallback={null}>
          <AgentControls user={user} />
        </Suspense>
        <UserMenu user={user} />
      </Group>
    </Group>
  );
});
