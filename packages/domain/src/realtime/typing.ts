// No zod here: the widget's bundle uses these and stays small.
/** While someone keeps typing, "typing" is sent again at most this often. */
export const typingRepeatMs = 2000;
/** "Stopped" is sent after this long without a keystroke. */
export const typingIdleMs = 3000;
/** The other side hides the indicator after this long without a new "typing". */
export const typingExpiryMs = 6000;

/**
 * The typing signal of one writer: `typed()` on each keystroke sends `true` at once and again
 * every `typingRepeatMs` while typing goes on (so the other side's expiry never hides it
 * mid-sentence), and `false` after `typingIdleMs` without keystrokes or on `stopped()`.
 */
export function createTypingSignal(send: (typing: boolean) => void, now: () => number = Date.now) {
  let lastSent: number | null = null;
  let idleTimer: ReturnType<typeof setTimeout> | null = null;

  function stopped(): void {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = null;
    if (lastSent === null) return;
    lastSent = null;
    send(false);
  }

  function typed(): void {
    const at = now();
    if (lastSent === null || at - lastSent >= typingRepeatMs) {
      lastSent = at;
      send(true);
    }
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(stopped, typingIdleMs);
  }

  return { typed, stopped };
}
export type TypingSignal = ReturnType<typeof createTypingSignal>;
