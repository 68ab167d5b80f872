import type { Session } from '@contact/domain/auth';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { clearLoginNotice, peekLoginNotice } from '../../api/login-notice';
import { authStateOfToken } from '../../api/token-claims';
import { getToken, setToken } from '../../api/token-store';
import { safeNextPath } from '../../session/paths';
import { signOut } from '../../session/sign-out';
import { useSetCurrentUser } from '../../session/use-set-current-user';
import { useToken } from '../../session/use-token';
import { LoginForm } from './login-form';
import { TwoFactorStep } from './two-factor-step';

type Step = 'password' | 'setup2fa' | 'verify2fa';

/** Sign-in: e-mail and password, then the two-factor step in place when the account needs it. */
export function LoginPage() {
  const { t } = useTranslation();
  const token = useToken();
  const [searchParams] = useSearchParams();
  const setCurrentUser = useSetCurrentUser();
  const [step, setStep] = useState<Step>('password');
  const [notice] = useState(peekLoginNotice);

  useEffect(() => {
    clearLoginNotice();
    // A token left half-way through two-factor (a reload) cannot be resumed: revoke it and start over.
    const stored = getToken();
    if (stored && authStateOfToken(stored, false) !== 'loggedIn') void signOut();
  }, []);

  if (token && authStateOfToken(token, false) === 'loggedIn') {
    return <Navigate to={safeNextPath(searchParams.get('next'))} replace />;
  }

  function handleSignedIn(session: Session, stayConnected: boolean): void {
    setCurrentUser(session.user);
    setToken(session.token, stayConnected);
    const state = authStateOfToken(session.token, session.user.twoFactorEnabled);
    if (state === 'setup2fa' || state === 'verify2fa') setStep(state);
  }

  function handleOtherAccount(): void {
    void signOut();
    setStep('password');
  }

  if (step !== 'password') return <TwoFactorStep step={step} onOtherAccount={handleOtherAccount} />;
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('auth.login.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('auth.login.subtitle')}
        </Text>
      </div>
      {notice && (
        <Alert color="orange" role="alert">
          {notice}
        </Alert>
      )}
      <LoginForm onSignedIn={handleSignedIn} />
    </Stack>
  );
}
