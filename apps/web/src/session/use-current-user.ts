import { me } from '@contact/domain/auth';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/http-client';
import { sessionKeys } from './session-keys';

/** The signed-in user (GET /authentication/me), refreshed when the server says it changed. */
export function useCurrentUser() {
  return useQuery({
    queryKey: sessionKeys.currentUser(),
    queryFn: ({ signal }) => call(me, { signal }),
    staleTime: 5 * 60_000,
  });
}
