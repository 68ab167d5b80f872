/**
 * Reads kept for a few seconds, for the hot path of provider webhooks (which configuration
 * a call is for, its signing secret): a burst of calls reads the database once. A change
 * in the settings takes effect within `ttlMs`.
 */
export function recentReads<V>(ttlMs: number) {
  const entries = new Map<string, { value: V; until: number }>();
  return async (key: string, read: () => Promise<V>): Promise<V> => {
    const now = Date.now();
    const kept = entries.get(key);
    if (kept && kept.until > now) return kept.value;
    const value = await read();
    if (entries.size > 1000) entries.clear();
    entries.set(key, { value, until: now + ttlMs });
    return value;
  };
}
