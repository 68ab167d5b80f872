/** Days are `YYYY-MM-DD`, inclusive; months are given by their first day. */
export type DayRange = { from: string; to: string };

/**
 * How a count of the protocols created in a range of days is read: whole months from the
 * monthly totals, the days around them from the protocols. A month counts as whole when the
 * range starts on or before its first day and ends on or after its last day, or ends today or
 * later: no protocol is created after now, so the month's total is the range's share of it.
 */
export type CountPeriods = { months: { first: string; last: string } | null; days: DayRange[] };

const day = (value: Date) => value.toISOString().slice(0, 10);
const at = (value: string) => new Date(`${value}T00:00:00Z`);

function firstOfMonth(value: string, monthsLater = 0): string {
  const date = at(value);
  return day(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + monthsLater, 1)));
}

function plusDays(value: string, days: number): string {
  const date = at(value);
  date.setUTCDate(date.getUTCDate() + days);
  return day(date);
}

export function countPeriods(range: DayRange, today: string): CountPeriods {
  if (range.from > range.to) return { months: null, days: [] };
  const first = range.from === firstOfMonth(range.from) ? range.from : firstOfMonth(range.from, 1);
  const endsWithMonth = range.to >= today || plusDays(range.to, 1) === firstOfMonth(range.to, 1);
  const last = endsWithMonth ? firstOfMonth(range.to) : firstOfMonth(range.to, -1);
  if (first > last) return { months: null, days: [range] };
  const days: DayRange[] = [];
  if (range.from < first) days.push({ from: range.from, to: plusDays(first, -1) });
  if (!endsWithMonth) days.push({ from: firstOfMonth(range.to), to: range.to });
  return { months: { first, last }, days };
}
