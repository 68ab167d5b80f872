/**
 * A `timestamptz` as PostgreSQL writes it in a UTC session (`2026-11-23 04:16:57.950009+00`)
 * turned into JSON's ISO text (`2026-11-23T04:16:57.950Z`) by moving characters, without a
 * `Date`: parsing that form and `toISOString` took a fifth of a list page's decoding. Any other
 * form (another offset, a year past 9999, BC) goes through `Date`. Microseconds are cut to
 * milliseconds, as `Date` cuts them.
 */
export function isoOfTimestampText(text: string): string {
  const utc = text[4] === '-' && text[10] === ' ' && text.endsWith('+00');
  const day = text.slice(0, 10);
  const time = text.slice(11, 19);
  if (utc && text.length === 22) return `${day}T${time}.000Z`;
  if (utc && text[19] === '.') return `${day}T${time}.${text.slice(20, -3).padEnd(3, '0').slice(0, 3)}Z`;
  return new Date(text).toISOString();
}

/** A row's type with its timestamps as ISO text. */
export type IsoTimes<R> = {
  [K in keyof R]: R[K] extends Date ? string : R[K] extends Date | null ? string | null : R[K];
};

/** A row read with `Date`s, its timestamps written as ISO text. */
export function withIsoTimes<R extends Record<string, unknown>>(row: R): IsoTimes<R> {
  const written: Record<string, unknown> = { ...row };
  for (const key in written) {
    const value = written[key];
    if (value instanceof Date) written[key] = value.toISOString();
  }
  return written as IsoTimes<R>;
}
