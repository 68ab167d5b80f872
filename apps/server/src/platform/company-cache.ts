import { sharedForgetting, type SharedForgetting } from './shared-forgetting';

/** One value of one company: a settings section's active records, for example. */
export type CompanyCacheScope = { companyId: number; name: string };

export type CompanyCache = {
  /** The value kept for this company and name, or the one `load` reads (then kept `ttlMs`). */
  read<T>(scope: CompanyCacheScope, load: () => Promise<T>): Promise<T>;
} & SharedForgetting<CompanyCacheScope>;

const keyOf = (scope: CompanyCacheScope) => `${scope.companyId}\n${scope.name}`;

/**
 * Configuration read on hot paths (the blocked words, on every message an agent sends), kept a
 * few seconds per process. Whoever writes it forgets it at once here, and in the other processes
 * when their notice arrives; `ttlMs` bounds the wait if a notice is lost or a write went around.
 * Readers at the same moment share one read.
 */
export function createCompanyCache(options: { ttlMs: number; maxEntries: number; now?: () => number }): CompanyCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<unknown>; until: number }>();

  // A read under way when its value is forgotten is not kept: its entry is gone, and it never comes back.
  const forgetHere = (scope: CompanyCacheScope) => {
    entries.delete(keyOf(scope));
  };

  return {
    read<T>(scope: CompanyCacheScope, load: () => Promise<T>): Promise<T> {
      const key = keyOf(scope);
      const cached = entries.get(key);
      if (cached && cached.until > now()) return cached.value as Promise<T>;
      if (entries.size >= options.maxEntries) entries.clear();
      const value = load();
      const entry = { value, until: now() + options.ttlMs };
      entries.set(key, entry);
      // A failed read is not kept.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    ...sharedForgetting(forgetHere),
  };
}
