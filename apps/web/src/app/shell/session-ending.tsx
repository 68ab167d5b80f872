import { useEffect } from 'react';
import { endSession } from '../../api/session-end';
import { PageLoader } from '../../ui/page-loader';

/** A stored token that opens no page (two-factor pending, expired): the session ends with a notice for /login. */
export function SessionEnding({ notice }: { notice: string }) {
  useEffect(() => endSession(notice), [notice]);
  return <PageLoader />;
}
