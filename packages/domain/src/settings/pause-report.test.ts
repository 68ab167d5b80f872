import { describe, expect, it } from 'vitest';
import { brazilianDay, brazilianToday, pauseTotals } from './pause-report';

const minute = 60_000;
const day = brazilianDay('2026-11-23');

describe('pause totals of a day', () => {
  it('count pauses started in the day and the minutes spent in them', () => {
    const changes = [
      { status: 'pause', at: day.start + 60 * minute },
      { status: 'online', at: day.start + 75 * minute },
      { status: 'pre_break', at: day.start + 120 * minute },
      { status: 'pause', at: day.start + 125 * minute },
      { status: 'online', at: day.start + 185 * minute },
    ];
    expect(pauseTotals(null, changes, day, day.end)).toEqual({ pauses: 2, pauseMinutes: 75 });
  });
  it('count a pause that began the day before from midnight, and one still running until now', () => {
    const before = { status: 'pause', at: day.start - 10 * minute };
    expect(pauseTotals(before, [{ status: 'online', at: day.start + 5 * minute }], day, day.end)).toEqual({
      pauses: 0,
      pauseMinutes: 5,
    });
    expect(pauseTotals(null, [{ status: 'pause', at: day.start + minute }], day, day.start + 31 * minute)).toEqual({
      pauses: 1,
      pauseMinutes: 30,
    });
  });
  it('read days in Brazil’s time', () => {
    expect(new Date(day.start).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(brazilianToday(Date.parse('2026-11-24T02:59:00Z'))).toBe('2026-11-23');
  });
});
