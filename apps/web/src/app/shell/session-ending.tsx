import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { endSession } from '../../api/session-end';
import { PageLoader } from '../../ui/page-loader';

/** A token that still waits for two-factor opens no page: the session ends with the spec's message. */
export function TwoFactorPending() {
  const { t } = useTranslation();
  useEffect(() => endSession(t('errors.twoFactorRequired')), [t]);
  return <PageLoader />;
}
