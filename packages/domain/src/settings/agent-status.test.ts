import { describe, expect, it } from 'vitest';
import { nextAgentState } from './agent-status';

const lunch = { id: 1, preBreak: false };
const coffee = { id: 2, preBreak: true };
const online = { status: 'online', breakId: null } as const;

describe('operator status changes', () => {
  it('start a break, or a pre-break first when the break asks for one', () => {
    expect(nextAgentState(online, { action: 'start', id_break: 1 }, lunch)).toEqual({
      state: { status: 'pause', breakId: 1 },
    });
    expect(nextAgentState(online, { action: 'pause', id_break: 2 }, coffee)).toEqual({
      state: { status: 'pre_break', breakId: 2 },
    });
  });
  it('confirm a pre-break into the pause', () => {
    expect(nextAgentState({ status: 'pre_break', breakId: 2 }, { action: 'start', id_break: 2 }, coffee)).toEqual({
      state: { status: 'pause', breakId: 2 },
    });
  });
  it('return online with action return or active false', () => {
    const paused = { status: 'pause', breakId: 1 } as const;
    expect(nextAgentState(paused, { action: 'return' }, null)).toEqual({ state: online });
    expect(nextAgentState(paused, { action: 'start', active: false, id_break: 1 }, lunch)).toEqual({ state: online });
  });
  it('refuse a break without a break, or a second break', () => {
    expect(nextAgentState(online, { action: 'start' }, null)).toEqual({ refusal: 'settings.errors.breakRequired' });
    expect(nextAgentState({ status: 'pause', breakId: 1 }, { action: 'start', id_break: 2 }, coffee)).toEqual({
      refusal: 'settings.errors.alreadyOnBreak',
    });
  });
  it('refuse to return from an obligatory break before its time is up, saying how many minutes are left', () => {
    const paused = { status: 'pause', breakId: 1 } as const;
    const since = new Date('2026-11-20T12:00:00Z');
    const at = (iso: string) => ({ minutes: 60, since, now: new Date(iso) });
    expect(nextAgentState(paused, { action: 'return' }, null, at('2026-11-20T12:00:30Z'))).toEqual({
      refusal: 'settings.errors.obligatoryBreakNotOver',
      params: { minutes: 60 },
    });
    expect(nextAgentState(paused, { action: 'return' }, null, at('2026-11-20T12:59:01Z'))).toEqual({
      refusal: 'settings.errors.obligatoryBreakNotOver',
      params: { minutes: 1 },
    });
    expect(nextAgentState(paused, { action: 'start', active: false }, null, at('2026-11-20T12:59:59Z'))).toMatchObject({
      refusal: 'settings.errors.obligatoryBreakNotOver',
    });
    expect(nextAgentState(paused, { action: 'return' }, null, at('2026-11-20T13:00:00Z'))).toEqual({ state: online });
  });
  it('let an operator give up an obligatory break still waiting as a pre-break', () => {
    const waiting = { status: 'pre_break', breakId: 1 } as const;
    const pause = { minutes: 60, since: new Date('2026-11-20T12:00:00Z'), now: new Date('2026-11-20T12:01:00Z') };
    expect(nextAgentState(waiting, { action: 'return' }, null, pause)).toEqual({ state: online });
  });
});
