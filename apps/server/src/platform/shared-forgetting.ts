/** How a per-process cache forgets: here at once, and in the other processes through the realtime adapter. */
export type SharedForgetting<Scope> = {
  /** Forgets in this process and tells the other processes (once `shareWith` is set). */
  forget(scope: Scope): void;
  /** Forgets in this process only: what another process announced. */
  forgetHere(scope: Scope): void;
  shareWith(publish: (scope: Scope) => void): void;
};

export function sharedForgetting<Scope>(forgetHere: (scope: Scope) => void): SharedForgetting<Scope> {
  let publish: ((scope: Scope) => void) | null = null;
  return {
    forget(scope) {
      forgetHere(scope);
      publish?.(scope);
    },
    forgetHere,
    shareWith(publisher) {
      publish = publisher;
    },
  };
}
