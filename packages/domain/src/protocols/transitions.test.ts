import { describe, expect, it } from 'vitest';
import { protocolStatusValues } from './status';
import { allowedTransitions, canTransition } from './transitions';

describe('status transitions', () => {
  it('covers every status', () => {
    expect(
      Object.keys(allowedTransitions)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...protocolStatusValues].sort((a, b) => a - b));
  });
  it('a waiting protocol is taken (awaiting operator) or closed', () => {
    expect(canTransition(1, 3)).toBe(true);
    expect(canTransition(1, 4)).toBe(true);
  });
  it('messages alternate between awaiting customer and awaiting operator', () => {
    expect(canTransition(3, 2)).toBe(true);
    expect(canTransition(2, 3)).toBe(true);
  });
  it('the NPS survey only ends in closed', () => {
    expect(allowedTransitions[8]).toEqual([4]);
  });
  it('closed is final', () => {
    for (const status of protocolStatusValues) expect(canTransition(4, status)).toBe(false);
  });
  it('the video queue leads to a running call', () => {
    expect(canTransition(6, 5)).toBe(true);
    expect(canTransition(5, 6)).toBe(false);
  });
});
