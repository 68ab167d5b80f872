/** Seconds spent on a break and left of it (negative once exceeded), from its start and length. */
export function breakClock(
  since: string | null,
  minutes: number | null,
  now: number,
): { elapsed: number; remaining: number | null } {
  const start = since ? Date.parse(since) : Number.NaN;
  const elapsed = Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / 1000));
  return { elapsed, remaining: minutes === null ? null : minutes * 60 - elapsed };
}

/** 75 -> "01:15", 3725 -> "1:02:05": how long, as the overlay shows it. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.abs(Math.trunc(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
