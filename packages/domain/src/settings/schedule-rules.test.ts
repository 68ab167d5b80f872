import { describe, expect, it } from 'vitest';
import { isOpenAt, openingHoursIssues, type WeekSchedule } from './schedule-rules';

const weekdaysNineToSix: WeekSchedule = {
  weekdays: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((weekday) => ({
    weekday,
    start: '08:00',
    end: '18:00',
  })),
  blockedDays: [{ date: '2026-12-25', description: 'Natal' }],
  timezone: 'America/Sao_Paulo',
};

describe('opening hours', () => {
  it('refuse an interval that ends before it starts', () => {
    expect(openingHoursIssues([{ weekday: 'monday', start: '18:00', end: '08:00' }])).toEqual([
      { path: 'weekdays.0.end', key: 'settings.validation.endBeforeStart' },
    ]);
    expect(openingHoursIssues(weekdaysNineToSix.weekdays)).toEqual([]);
  });
  it('are open within an interval of the local weekday, closed outside and on blocked days', () => {
    expect(isOpenAt(weekdaysNineToSix, new Date('2026-11-23T11:00:00Z'))).toBe(true); // Monday 08:00 in São Paulo
    expect(isOpenAt(weekdaysNineToSix, new Date('2026-11-23T10:59:00Z'))).toBe(false);
    expect(isOpenAt(weekdaysNineToSix, new Date('2026-11-23T21:00:00Z'))).toBe(false); // 18:00, the end is exclusive
    expect(isOpenAt(weekdaysNineToSix, new Date('2026-11-22T15:00:00Z'))).toBe(false); // Sunday
    expect(isOpenAt(weekdaysNineToSix, new Date('2026-12-25T15:00:00Z'))).toBe(false); // blocked Friday
  });
  it('ending at 23:59 stay open through the last minute of the day', () => {
    const allDay: WeekSchedule = {
      weekdays: [{ weekday: 'monday', start: '00:00', end: '23:59' }],
      blockedDays: [],
      timezone: 'America/Sao_Paulo',
    };
    expect(isOpenAt(allDay, new Date('2026-11-24T02:59:30Z'))).toBe(true); // Monday 23:59:30 in São Paulo
    expect(isOpenAt(allDay, new Date('2026-11-24T03:00:00Z'))).toBe(false); // Tuesday 00:00
    expect(isOpenAt(allDay, new Date('2026-11-23T03:00:00Z'))).toBe(true); // Monday 00:00
  });
});
