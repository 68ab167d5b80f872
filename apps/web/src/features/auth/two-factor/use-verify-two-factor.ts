import { twoFactorVerify, type Session } from '@contact/domain/auth';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../api/http-client';
import { replaceToken } from '../../../api/token-store';
import { useSetCurrentUser } from '../../../session/use-set-current-user';

/** Confirms a code; the answer carries a new token that replaces the stored one. */
export function useVerifyTwoFactor(onVerified?: (session: Session) => void) {
  const setCurrentUser = useSetCurrentUser();
  return useMutation({
    mutationFn: (code: string) => call(twoFactorVerify, { body: { code } }),
    onSuccess: (session) => {
      setCurrentUser(session.user);
      replaceToken(session.token);
      onVerified?.(session);
    },
  });
}
