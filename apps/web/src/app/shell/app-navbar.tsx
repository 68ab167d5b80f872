import { NavLink, Stack, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import { mainMenu } from '../menu';

/** The main menu; the navbar around it is the navigation landmark. Compact: icons, named by tooltip and label. */
export function AppNavbar({ compact = false, onNavigate }: { compact?: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap={2}>
      {mainMenu.map(({ path, label, icon: Icon }) => (
        <Tooltip key={path} label={t(label)} position="right" disabled={!compact}>
          <NavLink
            component={RouterLink}
            to={path}
            active={pathname === path || pathname.startsWith(`${path}/`)}
            label={compact ? undefined : t(label)}
            aria-label={compact ? t(label) : undefined}
            onClick={onNavigate}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}
