import { NavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { mainMenu } from '../menu';

/** The main menu; the navbar around it is the navigation landmark. */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {mainMenu.map(({ path, label, icon: Icon }) => (
        <NavLink
          key={path}
          component={RouterLink}
          to={path}
          active={pathname === path || pathname.startsWith(`${path}/`)}
          label={t(label)}
          onClick={onNavigate}
          leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
        />
      ))}
    </Stack>
  );
}
