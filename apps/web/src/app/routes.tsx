import type { RouteObject } from 'react-router';
import { withTexts } from '../i18n/language';
import { paths } from '../session/paths';
import { lazyNamed } from './lazy-named';
import { mainMenu } from './menu';
import { RouteErrorPage } from './pages/route-error-page';
import { notFoundRouteId } from './route-ids';
import { RouteSuspense } from './route-suspense';
// The gate of every signed-in page comes with the first file: a signed-in page waits on one fetch less.
import { SessionLayout } from './shell/session-layout';

const GuestLayout = lazyNamed(() => import('./shell/guest-layout'), 'GuestLayout');
const LoginPage = lazyNamed(() => import('../features/auth/login-page'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const HomePage = lazyNamed(() => import('../features/home/home-page'), 'HomePage');
const InboxRoutePage = lazyNamed(() => import('./pages/inbox-route-page'), 'InboxRoutePage');
const CrmTemplatesRoutes = lazyNamed(
  () => withTexts('crmTemplates', import('../features/crm/crm-templates-routes')),
  'CrmTemplatesRoutes',
);
// Texts that only their pages show load with them.
const SettingsPage = lazyNamed(() => withTexts('settings', import('./pages/settings-page')), 'SettingsPage');
// The settings engine (every section's declaration, list and form) is its own chunk.
const SettingsSectionPage = lazyNamed(
  () => withTexts('settings', import('./pages/settings-section-page')),
  'SettingsSectionPage',
);
const NotAvailablePage = lazyNamed(() => import('./pages/not-available-page'), 'NotAvailablePage');
const NotFoundPage = lazyNamed(() => import('./pages/not-found-page'), 'NotFoundPage');

/** Modules of the main menu that are still to come, with every address below them. */
const notAvailableRoutes: RouteObject[] = mainMenu
  .filter((entry) => !entry.available)
  .map((entry) => ({ path: `${entry.path}/*`, element: <NotAvailablePage module={entry.label} /> }));

export const routes: RouteObject[] = [
  {
    element: <RouteSuspense />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <GuestLayout />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <SessionLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '/configuracoes', element: <SettingsPage /> },
          { path: '/configuracoes/:segment', element: <SettingsSectionPage /> },
          { path: '/configuracoes/:segment/novo', element: <SettingsSectionPage creating /> },
          { path: '/configuracoes/:segment/:parentId/:child', element: <SettingsSectionPage /> },
          // /chats/{support}/{queue}/{protocolId} (spec §2): the inbox reads the segments itself.
          { path: '/chats/*', element: <InboxRoutePage /> },
          { path: '/crm-templates/*', element: <CrmTemplatesRoutes /> },
          ...notAvailableRoutes,
          { id: notFoundRouteId, path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
