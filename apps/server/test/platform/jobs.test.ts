import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/db/schema';
import { backoffMs } from '../../src/platform/jobs';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const until = async (check: () => boolean | Promise<boolean>) => {
  for (let attempt = 0; attempt < 100 && !(await check()); attempt += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
};

describe('durable jobs', () => {
  it('run once, soon after they are scheduled', async () => {
    const seen: unknown[] = [];
    t.app.jobs.handle('test-once', async (payload) => {
      seen.push(payload);
    });
    await t.app.jobs.schedule('test-once', { n: 1 });
    await until(() => seen.length > 0);
    expect(seen).toEqual([{ n: 1 }]);
    await t.app.jobs.runDue('test-once');
    expect(seen).toHaveLength(1);
  });

  it('retry with backoff after a failure, then succeed exactly once', async () => {
    let calls = 0;
    t.app.jobs.handle('test-retry', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`provider down (${calls})`);
    });
    await t.app.jobs.schedule('test-retry', {}, { key: 'retry-1' });
    await until(() => calls >= 1);
    const [afterFirst] = await t.db.select().from(jobs).where(eq(jobs.key, 'retry-1'));
    expect(afterFirst?.lastError).toBe('provider down (1)');
    expect(new Date(afterFirst?.runAt ?? 0).getTime()).toBeGreaterThan(Date.now() + backoffMs(1) / 2);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.key, 'retry-1'));
      await t.app.jobs.runDue('test-retry');
    }
    expect(calls).toBe(3);
    const [done] = await t.db.select().from(jobs).where(eq(jobs.key, 'retry-1'));
    expect(done?.doneAt).not.toBeNull();
  });

  it('give up after the maximum of attempts, keeping the error', async () => {
    t.app.jobs.handle('test-fail', async () => {
      throw new Error('always');
    });
    await t.app.jobs.schedule('test-fail', {}, { key: 'fail-1', maxAttempts: 2 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.key, 'fail-1'));
      await t.app.jobs.runDue('test-fail');
    }
    const [failed] = await t.db.select().from(jobs).where(eq(jobs.key, 'fail-1'));
    expect(failed?.failedAt).not.toBeNull();
    expect(failed).toMatchObject({ attempts: 2, lastError: 'always' });
  });

  it('one pending job per key: scheduling again moves it instead of adding one', async () => {
    await t.app.jobs.schedule('test-keyed', { v: 1 }, { key: 'k', runAt: new Date(Date.now() + 60_000) });
    await t.app.jobs.schedule('test-keyed', { v: 2 }, { key: 'k', runAt: new Date(Date.now() + 120_000) });
    const rows = await t.db.select().from(jobs).where(eq(jobs.queue, 'test-keyed'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({ v: 2 });
  });

  it('survive a restart: pending work stays in the table for the next process', async () => {
    await t.app.jobs.schedule('test-later', { id: 7 }, { runAt: new Date(Date.now() + 3_600_000) });
    const [pending] = await t.db.select().from(jobs).where(eq(jobs.queue, 'test-later'));
    expect(pending).toMatchObject({ doneAt: null, failedAt: null, payload: { id: 7 } });
  });

  it('a batch handler gets the due jobs together, in the order they were scheduled', async () => {
    const batches: unknown[][] = [];
    const alone: unknown[] = [];
    t.app.jobs.handle(
      'test-batch',
      async (payload) => {
        alone.push(payload);
      },
      {
        batch: {
          size: 10,
          handler: async (batch) => {
            batches.push(batch.map((job) => job.payload));
          },
        },
      },
    );
    await t.app.jobs.stop();
    for (let n = 1; n <= 3; n += 1) await t.app.jobs.schedule('test-batch', { n });
    expect(await t.app.jobs.runDue('test-batch')).toBe(3);
    expect(batches).toEqual([[{ n: 1 }, { n: 2 }, { n: 3 }]]);
    expect(alone).toEqual([]);
    const rows = await t.db.select().from(jobs).where(eq(jobs.queue, 'test-batch'));
    expect(rows.every((row) => row.doneAt !== null)).toBe(true);
    t.app.jobs.start();
  });

  it('a failing batch runs its jobs one by one: only the failing job is retried', async () => {
    const stored: number[] = [];
    t.app.jobs.handle(
      'test-batch-failure',
      async (payload) => {
        if (payload.n === 2) throw new Error('job 2 is broken');
        stored.push(Number(payload.n));
      },
      {
        batch: {
          size: 10,
          handler: async () => {
            throw new Error('one of the batch is broken');
          },
        },
      },
    );
    await t.app.jobs.stop();
    for (let n = 1; n <= 3; n += 1) await t.app.jobs.schedule('test-batch-failure', { n });
    await t.app.jobs.runDue('test-batch-failure');
    expect(stored).toEqual([1, 3]);
    const rows = await t.db.select().from(jobs).where(eq(jobs.queue, 'test-batch-failure'));
    const failed = rows.filter((row) => row.doneAt === null);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ payload: { n: 2 }, lastError: 'job 2 is broken', attempts: 1, failedAt: null });
    expect(new Date(failed[0]?.runAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    t.app.jobs.start();
  });

  it('a burst of schedules of one key leaves one pending job with the last payload', async () => {
    const later = new Date(Date.now() + 60_000);
    await Promise.all(
      Array.from({ length: 20 }, (_, v) => t.app.jobs.schedule('test-burst', { v }, { key: 'b', runAt: later })),
    );
    const rows = await t.db.select().from(jobs).where(eq(jobs.queue, 'test-burst'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({ v: 19 });
  });
});

describe('schedules made together', () => {
  const later = () => new Date(Date.now() + 60_000);

  it('are all stored, keyed and not, each once', async () => {
    await Promise.all([
      ...Array.from({ length: 30 }, (_, n) => t.app.jobs.schedule('test-together', { n }, { runAt: later() })),
      ...Array.from({ length: 30 }, (_, n) =>
        t.app.jobs.schedule('test-together-keyed', { n }, { key: `k${n}`, runAt: later() }),
      ),
    ]);
    const plain = await t.db.select().from(jobs).where(eq(jobs.queue, 'test-together'));
    expect(plain).toHaveLength(30);
    expect(plain.map((row) => row.payload)).toEqual(
      expect.arrayContaining(Array.from({ length: 30 }, (_, n) => ({ n }))),
    );
    const keyed = await t.db.select().from(jobs).where(eq(jobs.queue, 'test-together-keyed'));
    expect(keyed.map((row) => row.key).sort()).toEqual(Array.from({ length: 30 }, (_, n) => `k${n}`).sort());
  });

  it('of one key keep the latest time and payload, and leave one pending job', async () => {
    const first = new Date(Date.now() + 60_000);
    const last = new Date(Date.now() + 120_000);
    await Promise.all([
      t.app.jobs.schedule('test-together-same', { v: 1 }, { key: 'same', runAt: first }),
      t.app.jobs.schedule('test-together-same', { v: 2 }, { key: 'same', runAt: last }),
    ]);
    const rows = await t.db.select().from(jobs).where(eq(jobs.queue, 'test-together-same'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({ v: 2 });
    expect(new Date(rows[0]?.runAt ?? 0).getTime()).toBe(last.getTime());
  });

  it('reject only the callers of a row that cannot be written', async () => {
    // PostgreSQL stores no NUL character in JSON.
    const results = await Promise.allSettled([
      t.app.jobs.schedule('test-together-bad', { n: 1 }, { runAt: later() }),
      t.app.jobs.schedule('test-together-bad', { n: 'broken\u0000' }, { runAt: later() }),
      t.app.jobs.schedule('test-together-bad', { n: 3 }, { key: 'fine', runAt: later() }),
      t.app.jobs.schedule('test-together-bad', { n: 'broken\u0000' }, { key: 'broken', runAt: later() }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected']);
    const rows = await t.db.select().from(jobs).where(eq(jobs.queue, 'test-together-bad'));
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.payload)).toEqual(expect.arrayContaining([{ n: 1 }, { n: 3 }]));
  });

  it('of a job while it runs leave it pending for its new time', async () => {
    let runs = 0;
    t.app.jobs.handle('test-together-running', async () => {
      runs += 1;
      if (runs === 1)
        await Promise.all([
          t.app.jobs.schedule('test-together-running', { v: 2 }, { key: 'r', runAt: later() }),
          t.app.jobs.schedule('test-together-other', { v: 3 }, { key: 'r', runAt: later() }),
        ]);
    });
    await t.app.jobs.stop();
    await t.app.jobs.schedule('test-together-running', { v: 1 }, { key: 'r' });
    await t.app.jobs.runDue('test-together-running');
    const [row] = await t.db.select().from(jobs).where(eq(jobs.queue, 'test-together-running'));
    expect(row).toMatchObject({ doneAt: null, payload: { v: 2 }, lockedUntil: null });
    expect(runs).toBe(1);
    t.app.jobs.start();
  });
});
