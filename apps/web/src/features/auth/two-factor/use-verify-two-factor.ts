import { twoFactorRecover, twoFactorVerify, type Session } from '@contact/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/http-client';
import { replaceToken } from '../../../api/token-store';
import { useSetCurrentUser } from '../../../session/use-set-current-user';

/** Sends a second factor; the answer carries a new token that replaces the stored one. */
function useSecondFactor(send: (value: string) => Promise<Session>, onVerified?: (session: Session) => void) {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: send,
    onSuccess: (session) => {
      setCurrentUser(session.user);
      replaceToken(session.token);
      onVerified?.(session);
    },
  });
}

/** Confirms a code of the authenticator app (setup, or the sign-in step). */
export function useVerifyTwoFactor(onVerified?: (session: Session) => void) {
  return useSecondFactor((code) => call(twoFactorVerify, { body: { code } }), onVerified);
}

/** The sign-in step with a recovery code, which is then spent. */
export function useRecoverTwoFactor() {
  return useSecondFactor((recoveryCode) => call(twoFactorRecover, { body: { recoveryCode } }));
}
