/** One status change of an agent. */
export type StatusChange = { status: string; at: number };

/**
 * Breaks an agent took in a window: how many pauses started in it, and the minutes spent
 * in pause inside it. `before` is the status the agent was in when the window opened.
 */
export function pauseTotals(
  before: StatusChange | null,
  changes: readonly StatusChange[],
  window: { start: number; end: number },
  now: number,
): { pauses: number; pauseMinutes: number } {
  const end = Math.min(window.end, now);
  let pausedSince = before?.status === 'pause' ? window.start : null;
  let pauses = 0;
  let milliseconds = 0;
  for (const change of [...changes].sort((a, b) => a.at - b.at)) {
    if (change.at < window.start || change.at >= window.end) continue;
    if (change.status === 'pause' && pausedSince === null) {
      pauses += 1;
      pausedSince = change.at;
    } else if (change.status !== 'pause' && pausedSince !== null) {
      milliseconds += change.at - pausedSince;
      pausedSince = null;
    }
  }
  if (pausedSince !== null && end > pausedSince) milliseconds += end - pausedSince;
  return { pauses, pauseMinutes: Math.round(milliseconds / 60_000) };
}

/** The day `date` (YYYY-MM-DD) in Brazil's time, UTC-3 all year since 2019. */
export function brazilianDay(date: string): { start: number; end: number } {
  const start = Date.parse(`${date}T00:00:00-03:00`);
  return { start, end: start + 86_400_000 };
}

/** Today's date in Brazil's time. */
export function brazilianToday(now: number): string {
  return new Date(now - 3 * 3_600_000).toISOString().slice(0, 10);
}
