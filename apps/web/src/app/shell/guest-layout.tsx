import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/page-loader';
import { GuestFrame } from './guest-frame';

export function GuestLayout() {
  return (
    <GuestFrame>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </GuestFrame>
  );
}
