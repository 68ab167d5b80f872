import type { CurrentUser } from '@contact/domain/users';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionKeys } from './session-keys';

/** Puts a fresh current user (answer of a profile or sign-in call) into the cache. */
export function useSetCurrentUser(): (user: CurrentUser) => void {
  const queryClient = useQueryClient();
  return useCallback((user) => queryClient.setQueryData(sessionKeys.currentUser(), user), [queryClient]);
}
