import { NavLink, Stack, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink } from 'react-router';
import { mainMenu } from '../menu';

type AppNavbarProps = {
  /** The entry of the page shown (`activeMenuPath`): moving inside a module leaves the menu as it is. */
  activePath: string | null;
  compact?: boolean;
  onNavigate: () => void;
};

/** The main menu; the navbar around it is the navigation landmark. Compact: icons, named by tooltip and label. */
export const AppNavbar = memo(function AppNavbar({ activePath, compact = false, onNavigate }: AppNavbarProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {mainMenu.map(({ path, label, icon: Icon }) => (
        <Tooltip key={path} label={t(label)} position="right" disabled={!compact}>
          <NavLink
            component={RouterLink}
            to={path}
            active={path === activePath}
            label={compact ? undefined : t(label)}
            aria-label={compact ? t(label) : undefined}
            onClick={onNavigate}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
          />
        </Tooltip>
      ))}
    </Stack>
  );
});
