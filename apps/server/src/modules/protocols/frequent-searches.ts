/**
 * Searches found to match more protocols of a company than a list looks up by id (a common
 * surname). Finding that out costs such a search a statement of its own (1,001 keys read, and
 * an empty page), and a common name stays common: for a while after, the list filters on the way
 * through its index straight away. Both ways answer the same page, so a search remembered wrongly
 * (its protocols deleted meanwhile) is only slower, never wrong. Kept per process, for
 * `keptForMs`, at most `mostKept` of them, the oldest forgotten first.
 */
export function frequentSearches({ keptForMs = 5 * 60_000, mostKept = 1000 } = {}) {
  const until = new Map<string, number>();
  const keyOf = (companyId: number, search: string) => `${companyId}\u0000${search.toLowerCase()}`;
  return {
    has(companyId: number, search: string, now: number): boolean {
      const key = keyOf(companyId, search);
      const expiry = until.get(key);
      if (expiry === undefined) return false;
      if (expiry > now) return true;
      until.delete(key);
      return false;
    },
    note(companyId: number, search: string, now: number): void {
      const key = keyOf(companyId, search);
      until.delete(key);
      const oldest = until.keys().next();
      if (until.size >= mostKept && !oldest.done) until.delete(oldest.value);
      until.set(key, now + keptForMs);
    },
  };
}
