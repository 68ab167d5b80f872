import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '../api/token-store';

/** The stored bearer token, re-rendering when it is set, replaced or cleared. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken);
}
