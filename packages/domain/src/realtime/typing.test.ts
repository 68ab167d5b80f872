import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingSignal, typingIdleMs, typingRepeatMs } from './typing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('typing signal', () => {
  it('sends typing on the first keystroke and not again on every key', () => {
    const sent: boolean[] = [];
    const signal = createTypingSignal((typing) => sent.push(typing));
    signal.typed();
    vi.advanceTimersByTime(100);
    signal.typed();
    signal.typed();
    expect(sent).toEqual([true]);
  });

  it('repeats typing while the writer keeps typing, so the other side never hides it mid-sentence', () => {
    const sent: boolean[] = [];
    const signal = createTypingSignal((typing) => sent.push(typing));
    for (let elapsed = 0; elapsed <= typingRepeatMs * 2; elapsed += 500) {
      signal.typed();
      vi.advanceTimersByTime(500);
    }
    expect(sent).toEqual([true, true, true]);
  });

  it('sends stopped after the idle time without keystrokes, once', () => {
    const sent: boolean[] = [];
    const signal = createTypingSignal((typing) => sent.push(typing));
    signal.typed();
    vi.advanceTimersByTime(typingIdleMs - 1);
    expect(sent).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([true, false]);
    vi.advanceTimersByTime(typingIdleMs * 2);
    expect(sent).toEqual([true, false]);
  });

  it('stops at once when told (a message sent), and says nothing when nobody was typing', () => {
    const sent: boolean[] = [];
    const signal = createTypingSignal((typing) => sent.push(typing));
    signal.stopped();
    expect(sent).toEqual([]);
    signal.typed();
    signal.stopped();
    expect(sent).toEqual([true, false]);
    vi.advanceTimersByTime(typingIdleMs);
    signal.typed();
    expect(sent).toEqual([true, false, true]);
  });
});
