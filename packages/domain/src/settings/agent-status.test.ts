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
});
