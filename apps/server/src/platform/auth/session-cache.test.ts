import { describe, expect, it } from 'vitest';
import type { AuthContext } from './authenticate';
import { createSessionCache, type ForgetScope, type VerifiedSession } from './session-cache';

const context = (sessionId: string, userId: number, companyId: number): AuthContext => ({
  sessionId,
  userId,
  companyId,
  role: 1,
  name: 'Operador',
  email: 'operador@demo.com.br',
  twoFactorAuthenticated: false,
  needTwoFactorAuthentication: false,
});
const session = (sessionId: string, userId = 1, companyId = 1, expiresAt = 1_000_000): VerifiedSession => ({
  context: context(sessionId, userId, companyId),
  language: null,
  expiresAt,
});

function setup(ttlMs = 10_000, maxEntries = 100) {
  let time = 0;
  const cache = createSessionCache({ ttlMs, maxEntries, now: () => time });
  const loads: string[] = [];
  const loadAs =
    (found: (token: string) => VerifiedSession | null) =>
    async (token: string): Promise<VerifiedSession | null> => {
      loads.push(token);
      return found(token);
    };
  return {
    cache,
    loads,
    loadAs,
    advance: (ms: number) => (time += ms),
  };
}

describe('session cache', () => {
  it('verifies a token once and answers from memory until the lifetime ends', async () => {
    const { cache, loads, loadAs, advance } = setup();
    const load = loadAs((token) => session(token));
    expect((await cache.resolve('a', load))?.context.sessionId).toBe('a');
    advance(9_999);
    await cache.resolve('a', load);
    expect(loads).toEqual(['a']);
    advance(1);
    await cache.resolve('a', load);
    expect(loads).toEqual(['a', 'a']);
  });

  it('never keeps a session past its own end', async () => {
    const { cache, loads, loadAs, advance } = setup();
    const load = loadAs((token) => session(token, 1, 1, 500));
    await cache.resolve('a', load);
    advance(500);
    await cache.resolve('a', load);
    expect(loads).toEqual(['a', 'a']);
  });

  it('keeps no refusal and asks nothing for a missing token', async () => {
    const { cache, loads, loadAs } = setup();
    const load = loadAs(() => null);
    expect(await cache.resolve(null, load)).toBeNull();
    expect(await cache.resolve('bad', load)).toBeNull();
    expect(await cache.resolve('bad', load)).toBeNull();
    expect(loads).toEqual(['bad', 'bad']);
  });

  it.each<[string, ForgetScope, string[]]>([
    ['sessions', { sessionIds: ['a'] }, ['a']],
    ['a user', { userId: 2 }, ['b', 'c']],
    ['a company', { companyId: 1 }, ['a', 'b', 'c']],
  ])('forgets the sessions of %s, and only those', async (_, scope, forgotten) => {
    const { cache, loads, loadAs } = setup();
    const sessions: Record<string, VerifiedSession> = {
      a: session('a', 1, 1),
      b: session('b', 2, 1),
      c: session('c', 2, 1),
      d: session('d', 3, 2),
    };
    const load = loadAs((token) => sessions[token] ?? null);
    for (const token of Object.keys(sessions)) await cache.resolve(token, load);
    loads.length = 0;
    cache.forget(scope);
    for (const token of Object.keys(sessions)) await cache.resolve(token, load);
    expect(loads).toEqual(forgotten);
  });

  it('does not keep what a check read before a forget', async () => {
    const { cache, loads, loadAs } = setup();
    let release = () => {};
    const slow = async (token: string) => {
      await new Promise<void>((resolve) => (release = resolve));
      return session(token);
    };
    const pending = cache.resolve('a', slow);
    cache.forget({ sessionIds: ['a'] });
    release();
    expect((await pending)?.context.sessionId).toBe('a');
    await cache.resolve(
      'a',
      loadAs((token) => session(token)),
    );
    expect(loads).toEqual(['a']);
  });

  it('tells the other processes what it forgets, but not what they told it', async () => {
    const { cache } = setup();
    const published: ForgetScope[] = [];
    cache.shareWith((scope) => published.push(scope));
    cache.forget({ userId: 7 });
    cache.forgetHere({ userId: 8 });
    expect(published).toEqual([{ userId: 7 }]);
  });

  it('holds at most the maximum of entries, dropping the oldest', async () => {
    const { cache, loads, loadAs } = setup(10_000, 2);
    const load = loadAs((token) => session(token));
    for (const token of ['a', 'b', 'c']) await cache.resolve(token, load);
    loads.length = 0;
    for (const token of ['c', 'b', 'a']) await cache.resolve(token, load);
    expect(loads).toEqual(['a']);
  });
});
