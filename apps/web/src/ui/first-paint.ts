/**
 * The moment the page the user came for is drawn. Work that can wait for it (the live
 * connection's client library) starts then instead of competing with the first paint.
 * A page that shows data marks it once its data is on screen; pages that never mark are
 * treated as drawn after `unmarkedPageMs`.
 */
export const unmarkedPageMs = 1000;

let drawn = false;
const waiting = new Set<() => void>();

function release(): void {
  if (drawn) return;
  drawn = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/** Called by a page once its first data is drawn; only the first call counts. */
export function markFirstPaint(): void {
  if (drawn) return;
  // The frame after this render is the one the user sees.
  requestAnimationFrame(() => setTimeout(release, 0));
}

/** Resolves once the first page is drawn, or after `unmarkedPageMs` when no page says so. */
export function afterFirstPaint(): Promise<void> {
  if (drawn) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(done);
      resolve();
    }, unmarkedPageMs);
    function done(): void {
      clearTimeout(timer);
      resolve();
    }
    waiting.add(done);
  });
}
