/** IANA time zones for the users' UTC setting (spec: GET /settings/utc). */
const zones = new Set<string>(['UTC', ...Intl.supportedValuesOf('timeZone')]);

export const defaultTimezone = 'America/Sao_Paulo';

export function isTimezone(value: string): boolean {
  return zones.has(value);
}

/** The zone's offset from UTC at `at`, as ±HH:MM. */
export function timezoneOffset(zone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

function offsetMinutes(offset: string): number {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours = 0, minutes = 0] = offset.slice(1).split(':').map(Number);
  return sign * (hours * 60 + minutes);
}

export type TimezoneOption = { id: string; offset: string };

/** Every zone with its offset at `at`, west to east, then by name. */
export function timezoneOptions(at: Date): TimezoneOption[] {
  return [...zones]
    .map((id) => ({ id, offset: timezoneOffset(id, at) }))
    .sort((a, b) => offsetMinutes(a.offset) - offsetMinutes(b.offset) || a.id.localeCompare(b.id));
}
