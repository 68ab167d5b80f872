import { describe, expect, it } from 'vitest';
import { countPeriods } from './count-periods';

const today = '2026-11-22';

describe('countPeriods: whole months from the monthly totals, the other days from the protocols', () => {
  it('reads the default range (the last 5 years up to today) from the months, and the first days of its first month', () => {
    expect(countPeriods({ from: '2021-11-22', to: today }, today)).toEqual({
      months: { first: '2021-12-01', last: '2026-11-01' },
      days: [{ from: '2021-11-22', to: '2021-11-30' }],
    });
  });

  it('takes the month of a range that ends today or later as whole: nothing is created after now', () => {
    expect(countPeriods({ from: '2026-11-01', to: today }, today)).toEqual({
      months: { first: '2026-11-01', last: '2026-11-01' },
      days: [],
    });
    expect(countPeriods({ from: '2026-10-01', to: '2027-01-15' }, today)).toEqual({
      months: { first: '2026-10-01', last: '2027-01-01' },
      days: [],
    });
  });

  it('reads whole calendar months in the past from the months alone, leap years included', () => {
    expect(countPeriods({ from: '2024-01-01', to: '2024-02-29' }, today)).toEqual({
      months: { first: '2024-01-01', last: '2024-02-01' },
      days: [],
    });
    expect(countPeriods({ from: '2025-02-01', to: '2025-02-28' }, today).days).toEqual([]);
  });

  it('reads the days before the first whole month and after the last one from the protocols', () => {
    expect(countPeriods({ from: '2026-01-15', to: '2026-04-10' }, today)).toEqual({
      months: { first: '2026-02-01', last: '2026-03-01' },
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
  });

  it('reads a range without a whole month from the protocols', () => {
    expect(countPeriods({ from: '2026-01-15', to: '2026-02-10' }, today)).toEqual({
      months: null,
      days: [{ from: '2026-01-15', to: '2026-02-10' }],
    });
    expect(countPeriods({ from: '2026-11-15', to: today }, today)).toEqual({
      months: null,
      days: [{ from: '2026-11-15', to: today }],
    });
    expect(countPeriods({ from: '2025-12-31', to: '2026-01-01' }, today)).toEqual({
      months: null,
      days: [{ from: '2025-12-31', to: '2026-01-01' }],
    });
  });

  it('counts nothing for a range that ends before it starts', () => {
    expect(countPeriods({ from: '2026-05-02', to: '2026-05-01' }, today)).toEqual({ months: null, days: [] });
  });
});
