import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { endSession } from '../../api/session-end';
import { useCurrentUser } from '../../session/use-current-user';
import { PageLoader } from '../../ui/page-loader';
import { activeMenuPath } from '../menu';
import { useUserPreferences } from '../preferences/use-user-preferences';
import { useInboxNotifications } from '../realtime/use-inbox-notifications';
import { useRealtime } from '../realtime/use-realtime';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';

/** The signed-in application: header, main menu and the current page. */
export function AppLayout({ token }: { token: string }) {
  const { t } = useTranslation();
  const { data: user, error } = useCurrentUser();
  const [navbarOpened, { toggle: toggleNavbar, close: closeNavbar }] = useDisclosure(false);
  // The inbox needs the width: there the main menu shows its icons only.
  const { pathname } = useLocation();
  const compact = pathname.startsWith('/chats');
  useRealtime(token);
  useUserPreferences(user);
  useInboxNotifications(user);

  // Spec protocol-inbox §2: a failed current-user load outside /login goes to /login.
  useEffect(() => {
    if (error) endSession(error.message);
  }, [error]);

  if (!user) return <PageLoader />;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: compact ? 64 : 250, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }}
      padding={compact ? 'sm' : 'lg'}
    >
      <AppShell.Header>
        <AppHeader user={user} navbarOpened={navbarOpened} onToggleNavbar={toggleNavbar} />
      </AppShell.Header>
      <AppShell.Navbar p={compact ? 'xs' : 'sm'} aria-label={t('shell.mainMenu')}>
        <AppNavbar activePath={activeMenuPath(pathname)} compact={compact} onNavigate={closeNavbar} />
      </AppShell.Navbar>
      <AppShell.Main>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
