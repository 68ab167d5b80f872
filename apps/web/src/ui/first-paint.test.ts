import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the first page was drawn: each test loads it afresh.
const load = () => import('./first-paint');

describe('first paint', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('waits for the page to mark its first paint, then for the frame that shows it', async () => {
    const { afterFirstPaint, markFirstPaint } = await load();
    const done = vi.fn();
    void afterFirstPaint().then(done);
    await vi.advanceTimersByTimeAsync(10);
    expect(done).not.toHaveBeenCalled();
    markFirstPaint();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('answers at once after the first paint', async () => {
    const { afterFirstPaint, markFirstPaint } = await load();
    markFirstPaint();
    await vi.advanceTimersByTimeAsync(20);
    const done = vi.fn();
    void afterFirstPaint().then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not wait for ever on a page that never marks it', async () => {
    const { afterFirstPaint, unmarkedPageMs } = await load();
    const done = vi.fn();
    void afterFirstPaint().then(done);
    await vi.advanceTimersByTimeAsync(unmarkedPageMs - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
