/**
 * Protocols as the wire writes them (their JSON text, as UTF-8 bytes), kept by id and row version between list
 * requests. The version is the row's `xmin`: PostgreSQL gives every new version of a row the id
 * of the transaction that wrote it, so any change to a protocol, by any statement of any process,
 * changes it, and a text is never answered for a row it was not written from. Nothing has to
 * forget a text when a protocol changes: the next list reads the new version and misses.
 *
 * A list then reads only the ids and versions of its page, and the rows of the protocols it has
 * no text for (`listPage`). Kept as bytes: an answer is copied together from them (`listAnswer`),
 * where strings made by concatenation were walked piece by piece and encoded again on every
 * answer (0.3 ms of a page). Kept per process, at most `mostKept` texts, the least recently
 * answered forgotten first; `mostKept` 0 keeps none (lists read whole rows, as searches always do).
 */
export function protocolTexts(mostKept: number) {
  const kept = new Map<number, { version: string; text: Buffer }>();
  return {
    enabled: mostKept > 0,
    /** The text of this version of the protocol, if kept; kept longer for being asked. */
    get(id: number, version: string): Buffer | undefined {
      const entry = kept.get(id);
      if (entry === undefined || entry.version !== version) return undefined;
      kept.delete(id);
      kept.set(id, entry);
      return entry.text;
    },
    keep(id: number, version: string, text: Buffer): void {
      if (mostKept === 0) return;
      kept.delete(id);
      kept.set(id, { version, text });
      const oldest = kept.keys().next();
      if (kept.size > mostKept && !oldest.done) kept.delete(oldest.value);
    },
  };
}

export type ProtocolTexts = ReturnType<typeof protocolTexts>;
