import { vi } from 'vitest';
import { setToken } from '../api/token-store';
import { inOneHour, tokenWith } from './render';

/** What a component sent to the API, and how the API answers next (change `answer` in a test). */
export type JsonApi = { sent: { url: string; body: Record<string, unknown> }[]; answer: () => Response };

/**
 * Signs user 60 in and answers every fetch with `api.answer()`, keeping each JSON body sent.
 * Call it in `beforeEach`; `vi.unstubAllGlobals()` in `afterEach` undoes it.
 */
export function stubJsonApi(answer: () => Response): JsonApi {
  const api: JsonApi = { sent: [], answer };
  setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      api.sent.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      return api.answer();
    }),
  );
  return api;
}
