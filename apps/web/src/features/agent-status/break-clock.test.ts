import { describe, expect, it } from 'vitest';
import { breakClock, formatDuration } from './break-clock';

describe('the break clock of the overlay', () => {
  it('counts the time spent and the time left, negative once exceeded', () => {
    const since = '2026-01-01T12:00:00.000Z';
    expect(breakClock(since, 15, Date.parse('2026-01-01T12:05:30.000Z'))).toEqual({ elapsed: 330, remaining: 570 });
    expect(breakClock(since, 1, Date.parse('2026-01-01T12:01:05.000Z'))).toEqual({ elapsed: 65, remaining: -5 });
    expect(breakClock(null, null, 0)).toEqual({ elapsed: 0, remaining: null });
  });

  it('shows minutes and seconds, and hours when there are', () => {
    expect(formatDuration(75)).toBe('01:15');
    expect(formatDuration(-5)).toBe('00:05');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});

describe('the live status event', () => {
  it('is named as the domain names it', async () => {
    const { agentStatusEvent } = await import('@contact/domain/settings');
    const { agentStatusEventName } = await import('./agent-status-keys');
    expect(agentStatusEventName).toBe(agentStatusEvent);
  });
});
