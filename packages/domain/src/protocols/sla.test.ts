import { describe, expect, it } from 'vitest';
import { nextSlaChangeAt, slaStateAt, slaWindowMs } from './sla';

describe('SLA state', () => {
  const minute = 60_000;
  it('is sem_sla without an SLA', () => expect(slaStateAt(1000, null, null)).toBe('sem_sla'));
  it('is em_dia, then ira_atrasar at 80% of the window, then atrasado', () => {
    const window = slaWindowMs(10, 2);
    expect(window).toBe(10 * minute);
    expect(slaStateAt(7 * minute, 0, window)).toBe('em_dia');
    expect(slaStateAt(8 * minute, 0, window)).toBe('ira_atrasar');
    expect(slaStateAt(10 * minute, 0, window)).toBe('atrasado');
  });
  it('knows when the state changes next', () => {
    const window = 10 * minute;
    expect(nextSlaChangeAt(0, 0, window)).toBe(8 * minute);
    expect(nextSlaChangeAt(9 * minute, 0, window)).toBe(10 * minute);
    expect(nextSlaChangeAt(11 * minute, 0, window)).toBeNull();
  });
  it('converts the four units', () => {
    expect([1, 2, 3, 4].map((unit) => slaWindowMs(1, unit))).toEqual([1000, 60_000, 3_600_000, 86_400_000]);
  });
});
