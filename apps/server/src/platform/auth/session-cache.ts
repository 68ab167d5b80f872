import type { Locale } from '@contact/domain/locales';
import type { AuthContext } from './authenticate';
import { sharedForgetting, type SharedForgetting } from '../shared-forgetting';

/** A token's live session, as the session check found it. */
export type VerifiedSession = {
  context: AuthContext;
  language: Locale | null;
  /** When the session ends (epoch ms), whatever the cache's lifetime. */
  expiresAt: number;
};

/** What to check again: some sessions, every session of a user, or of a company. */
export type ForgetScope = { sessionIds: string[] } | { userId: number } | { companyId: number };

export type SessionCache = {
  /** The cached session of a token, or the one `load` finds; null for no or a refused token. */
  resolve(
    token: string | null,
    load: (token: string) => Promise<VerifiedSession | null>,
  ): Promise<VerifiedSession | null>;
} & SharedForgetting<ForgetScope>;

const inScope = (context: AuthContext, scope: ForgetScope) =>
  'sessionIds' in scope
    ? scope.sessionIds.includes(context.sessionId)
    : 'userId' in scope
      ? context.userId === scope.userId
      : context.companyId === scope.companyId;

/**
 * Verified sessions kept a few seconds by token, so most requests skip the signature check
 * and the session query. Whatever ends or changes a session forgets it at once here, and in
 * the other processes when their notice arrives; `ttlMs` bounds the wait if a notice is lost.
 */
export function createSessionCache(options: { ttlMs: number; maxEntries: number; now?: () => number }): SessionCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { session: VerifiedSession; until: number }>();
  // A load that started before a forget may carry what was forgotten: it is not kept.
  let generation = 0;

  const forgetHere = (scope: ForgetScope) => {
    generation += 1;
    for (const [token, entry] of entries) if (inScope(entry.session.context, scope)) entries.delete(token);
  };

  return {
    async resolve(token, load) {
      if (!token) return null;
      const cached = entries.get(token);
      if (cached && cached.until > now()) return cached.session;
      if (cached) entries.delete(token);
      const started = generation;
      const session = await load(token);
      if (!session || started !== generation) return session;
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(token, { session, until: Math.min(now() + options.ttlMs, session.expiresAt) });
      return session;
    },
    ...sharedForgetting(forgetHere),
  };
}
