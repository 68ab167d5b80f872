/**
 * Counts attempts in a fixed window per key (a client address of the public widget endpoints).
 * Kept in memory per process, for requests too frequent to count in the database; a restart
 * forgets the counts. Sign-in attempts are counted in the database (`shared-attempts.ts`).
 */
export type AttemptLimiter = {
  /** Minutes until the key may try again, or 0 when it may try now. */
  blockedFor(key: string, now?: number): number;
  fail(key: string, now?: number): void;
  reset(key: string): void;
};

export function createAttemptLimiter(options: { maxAttempts: number; windowMs: number }): AttemptLimiter {
  const entries = new Map<string, { count: number; startedAt: number }>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && now - entry.startedAt >= options.windowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    blockedFor(key, now = Date.now()) {
      const entry = live(key, now);
      if (!entry || entry.count < options.maxAttempts) return 0;
      return Math.max(1, Math.ceil((entry.startedAt + options.windowMs - now) / 60_000));
    },
    fail(key, now = Date.now()) {
      const entry = live(key, now);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, startedAt: now });
      if (entries.size > 100_000) {
        for (const [stale, value] of entries) if (now - value.startedAt >= options.windowMs) entries.delete(stale);
      }
    },
    reset(key) {
      entries.delete(key);
    },
  };
}
