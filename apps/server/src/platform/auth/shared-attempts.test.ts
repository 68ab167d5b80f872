import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type DatabaseHandle } from '../../db/client';
import { createSharedAttemptLimiter } from './shared-attempts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openPglite(null);
  await handle.migrate();
});
afterAll(() => handle.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('attempts counted in the database', () => {
  it('lets the limit through, refuses the next with the minutes left, and opens again when the window ends', async () => {
    const limiter = createSharedAttemptLimiter(handle.db, { name: 'window', maxAttempts: 2, windowMs: 300 });
    expect(await limiter.take('a')).toBe(0);
    expect(await limiter.take('a')).toBe(0);
    expect(await limiter.take('a')).toBe(1);
    expect(await limiter.take('b')).toBe(0);
    await pause(350);
    expect(await limiter.take('a')).toBe(0);
  });

  it('gives back one attempt, or starts the key over', async () => {
    const limiter = createSharedAttemptLimiter(handle.db, { name: 'back', maxAttempts: 1, windowMs: 60_000 });
    expect(await limiter.take('a')).toBe(0);
    await limiter.giveBack('a');
    expect(await limiter.take('a')).toBe(0);
    expect(await limiter.take('a')).toBe(1);
    await limiter.reset('a');
    expect(await limiter.take('a')).toBe(0);
  });

  it('keeps the keys of two limiters apart, and answers whole minutes', async () => {
    const accounts = createSharedAttemptLimiter(handle.db, { name: 'accounts', maxAttempts: 1, windowMs: 15 * 60_000 });
    const addresses = createSharedAttemptLimiter(handle.db, { name: 'addresses', maxAttempts: 1, windowMs: 60_000 });
    expect(await accounts.take('x')).toBe(0);
    expect(await addresses.take('x')).toBe(0);
    expect(await accounts.take('x')).toBe(15);
    expect(await addresses.take('x')).toBe(1);
  });
});
