import { describe, expect, it } from 'vitest';
import { createCompanyCache, type CompanyCacheScope } from './company-cache';

const words: CompanyCacheScope = { companyId: 1, name: 'blockedword' };

function counting(values: string[][]) {
  let reads = 0;
  return {
    load: async () => values[reads++] ?? [],
    reads: () => reads,
  };
}

describe('the per-company cache of hot configuration', () => {
  it('reads once, then answers from memory until its time is up', async () => {
    let clock = 0;
    const cache = createCompanyCache({ ttlMs: 10_000, maxEntries: 10, now: () => clock });
    const source = counting([['bobo'], ['bobo', 'chato']]);
    expect(await cache.read(words, source.load)).toEqual(['bobo']);
    clock = 9_999;
    expect(await cache.read(words, source.load)).toEqual(['bobo']);
    expect(source.reads()).toBe(1);
    clock = 10_000;
    expect(await cache.read(words, source.load)).toEqual(['bobo', 'chato']);
    expect(source.reads()).toBe(2);
  });

  it('keeps each company and name apart', async () => {
    const cache = createCompanyCache({ ttlMs: 10_000, maxEntries: 10 });
    await cache.read(words, async () => ['bobo']);
    expect(await cache.read({ companyId: 2, name: 'blockedword' }, async () => ['chato'])).toEqual(['chato']);
    expect(await cache.read({ companyId: 1, name: 'tag' }, async () => ['vip'])).toEqual(['vip']);
    expect(await cache.read(words, async () => ['other'])).toEqual(['bobo']);
  });

  it('reads again once forgotten, here or as another process announced, and only the forgetting one tells the others', async () => {
    const cache = createCompanyCache({ ttlMs: 10_000, maxEntries: 10 });
    const told: CompanyCacheScope[] = [];
    cache.shareWith((scope) => told.push(scope));
    await cache.read(words, async () => ['bobo']);
    cache.forget(words);
    expect(await cache.read(words, async () => ['bobo', 'chato'])).toEqual(['bobo', 'chato']);
    cache.forgetHere(words);
    expect(await cache.read(words, async () => ['chato'])).toEqual(['chato']);
    expect(told).toEqual([words]);
  });

  it('shares one read among readers at the same moment, and keeps nothing a forget overtook', async () => {
    const cache = createCompanyCache({ ttlMs: 10_000, maxEntries: 10 });
    let finish: (value: string[]) => void = () => undefined;
    const slow = new Promise<string[]>((resolve) => (finish = resolve));
    let reads = 0;
    const load = () => {
      reads += 1;
      return slow;
    };
    const first = cache.read(words, load);
    const second = cache.read(words, load);
    cache.forget(words);
    finish(['stale']);
    expect(await first).toEqual(['stale']);
    expect(await second).toEqual(['stale']);
    expect(reads).toBe(1);
    expect(await cache.read(words, async () => ['fresh'])).toEqual(['fresh']);
  });

  it('keeps no failed read', async () => {
    const cache = createCompanyCache({ ttlMs: 10_000, maxEntries: 10 });
    await expect(cache.read(words, () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cache.read(words, async () => ['bobo'])).toEqual(['bobo']);
  });
});
