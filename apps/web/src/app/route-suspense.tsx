import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../ui/page-loader';

export function RouteSuspense() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
