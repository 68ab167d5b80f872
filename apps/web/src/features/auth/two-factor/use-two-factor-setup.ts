import { twoFactorSetup } from '@contact/domain/auth';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../api/http-client';
import { authKeys } from '../auth-keys';

/**
 * Starts two-factor setup once per screen: each call makes a new secret, so the answer is never
 * refetched while shown and is dropped when the screen closes.
 */
export function useTwoFactorSetup() {
  return useQuery({
    queryKey: authKeys.twoFactorSetup(),
    queryFn: () => call(twoFactorSetup),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}
