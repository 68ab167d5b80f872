import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { authStateOfToken } from '../../api/token-claims';
import { loginPathFor } from '../../session/paths';
import { useToken } from '../../session/use-token';
import { PageLoader } from '../../ui/page-loader';
import { lazyNamed } from '../lazy-named';
import { notFoundRouteId } from '../route-ids';
import { AppLayout } from './app-layout';
import { SessionEnding } from './session-ending';

// Only an unknown address without a session shows the guest frame (and its language picker) here.
const GuestFrame = lazyNamed(() => import('./guest-frame'), 'GuestFrame');

/**
 * The gate of every signed-in page: no session goes to /login (and back here afterwards), a token
 * still waiting for two-factor is refused with the spec's message, an expired one with its own.
 */
export function SessionLayout() {
  const { t } = useTranslation();
  const token = useToken();
  const location = useLocation();
  const isNotFound = useMatches().at(-1)?.id === notFoundRouteId;
  // Whether two-factor is set up does not matter here: any pending step is refused alike.
  const state = authStateOfToken(token, false);

  if (token && state === 'loggedIn') return <AppLayout token={token} />;
  if (token && state !== 'loggedOut') return <SessionEnding notice={t('errors.twoFactorRequired')} />;
  if (token) return <SessionEnding notice={t('errors.unauthenticated')} />;
  if (isNotFound) {
    return (
      <GuestFrame>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </GuestFrame>
    );
  }
  return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
}
