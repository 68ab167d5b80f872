import { QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../api/http-error';
import { addSessionEndListener } from '../api/session-end';

/** Only failures that may pass on their own are retried, once: no answer or a server fault. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isHttpError(error)) return false;
  return error.code === 'network' || error.status >= 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// Server data of one user never outlives the session.
addSessionEndListener(() => queryClient.clear());
