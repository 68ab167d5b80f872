import type { RuleIssue } from './define-section';

export const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof weekdays)[number];

export type OpeningHours = { weekday: Weekday; start: string; end: string };
export type BlockedDay = { date: string; description: string | null };
export type WeekSchedule = { weekdays: OpeningHours[]; blockedDays: BlockedDay[]; timezone: string | null };

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const lastMinute = 23 * 60 + 59;

/** Where an interval ends; 23:59 (the latest a time input can say) means until midnight. */
const endMinuteOf = (time: string) => (minutesOf(time) === lastMinute ? 24 * 60 : minutesOf(time));

/** Each opening interval ends after it starts. */
export function openingHoursIssues(hours: readonly OpeningHours[]): RuleIssue[] {
  return hours.flatMap((item, index) =>
    minutesOf(item.end) <= minutesOf(item.start)
      ? [{ path: `weekdays.${index}.end`, key: 'settings.validation.endBeforeStart' as const }]
      : [],
  );
}

/** The weekday, date and minute of the day at `at` in `timezone`. */
function localTime(at: Date, timezone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      weekday: 'long',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: String(parts.weekday).toLowerCase() as Weekday,
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** Whether the schedule is open at `at`: on a listed weekday within an interval, and not a blocked day. */
export function isOpenAt(schedule: WeekSchedule, at: Date, fallbackTimezone = 'America/Sao_Paulo'): boolean {
  const local = localTime(at, schedule.timezone ?? fallbackTimezone);
  if (schedule.blockedDays.some((day) => day.date === local.date)) return false;
  return schedule.weekdays.some(
    (item) =>
      item.weekday === local.weekday && local.minute >= minutesOf(item.start) && local.minute < endMinuteOf(item.end),
  );
}
