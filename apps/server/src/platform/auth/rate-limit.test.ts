import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './rate-limit';

describe('attempt limiter', () => {
  it('blocks after the maximum of failures inside the window, then frees the key', () => {
    const limiter = createAttemptLimiter({ maxAttempts: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.blockedFor('a', 1_000)).toBe(0);
      limiter.fail('a', 1_000);
    }
    expect(limiter.blockedFor('a', 2_000)).toBe(1);
    expect(limiter.blockedFor('b', 2_000)).toBe(0);
    expect(limiter.blockedFor('a', 61_000)).toBe(0);
  });
  it('forgets a key on success', () => {
    const limiter = createAttemptLimiter({ maxAttempts: 1, windowMs: 60_000 });
    limiter.fail('a', 0);
    limiter.reset('a');
    expect(limiter.blockedFor('a', 1)).toBe(0);
  });
});
