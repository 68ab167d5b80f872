import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { createJobWrites, type JobValues } from './job-writes';

export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void>;
/** Several due jobs at once, in the order they were scheduled: all of them succeed or it throws. */
export type BatchHandler = (
  batch: { id: number; attempts: number; payload: Record<string, unknown> }[],
) => Promise<void>;

export type HandleOptions = {
  /** Jobs run at the same time by this process; a queue with a batch runs one batch at a time. */
  concurrency?: number;
  /**
   * Claims up to `size` due jobs and hands them to `handler` together; when it throws, each job
   * runs alone through the queue's own handler, so only a failing job is retried.
   */
  batch?: { size: number; handler: BatchHandler };
};

export type ScheduleOptions = {
  /** At most one pending job per key and queue; scheduling it again moves its time. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
};

export type JobQueue = {
  schedule(queue: string, payload: Record<string, unknown>, options?: ScheduleOptions): Promise<void>;
  cancel(queue: string, key: string): Promise<void>;
  handle(queue: string, handler: JobHandler, options?: HandleOptions): void;
  /** Runs every due job once (tests and shutdown drains); answers how many ran. */
  runDue(queue?: string): Promise<number>;
  start(): void;
  stop(): Promise<void>;
};

/** Exponential backoff with a ceiling: 2 s, 4 s, 8 s … up to 10 minutes. */
export const backoffMs = (attempt: number) => Math.min(600_000, 2 ** attempt * 1000);

/** The error kept on a failed job: PostgreSQL text holds no NUL, and a failed query's message can be long. */
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replaceAll('\u0000', '').slice(0, 2000);

const lockMs = 60_000;
/** How often an idle queue looks for due work scheduled elsewhere or for later. */
const defaultIdlePollMs = 1_000;

/**
 * One job table for both databases, so the embedded mode and PostgreSQL run the same code.
 * Workers claim due jobs with SKIP LOCKED, so several server processes share the work.
 */
export function createJobQueue(options: { db: Database; log: FastifyBaseLogger; pollMs?: number }): JobQueue {
  const { db, log } = options;
  const idlePollMs = options.pollMs ?? defaultIdlePollMs;
  const handlers = new Map<string, { handler: JobHandler; concurrency: number; batch?: HandleOptions['batch'] }>();
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let stopped = true;

  async function claim(queue: string, limit: number) {
    const now = new Date();
    return db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + lockMs), attempts: sql`${jobs.attempts} + 1` })
      .where(
        inArray(
          jobs.id,
          db
            .select({ id: jobs.id })
            .from(jobs)
            .where(
              and(
                eq(jobs.queue, queue),
                isNull(jobs.doneAt),
                isNull(jobs.failedAt),
                lte(jobs.runAt, now),
                or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
              ),
            )
            .orderBy(jobs.runAt, jobs.id)
            .limit(limit)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();
  }

  async function runOne(queue: string, job: typeof jobs.$inferSelect, handler: JobHandler) {
    try {
      await handler(job.payload as Record<string, unknown>, { id: job.id, attempts: job.attempts });
      const [finished] = await db
        .update(jobs)
        .set({ doneAt: new Date(), lockedUntil: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.revision, job.revision)))
        .returning({ id: jobs.id });
      // Scheduled again while it ran: it stays pending for its new time.
      if (!finished) await db.update(jobs).set({ lockedUntil: null, attempts: 0 }).where(eq(jobs.id, job.id));
    } catch (error) {
      const message = errorText(error);
      const exhausted = job.attempts >= job.maxAttempts;
      log.warn(
        { err: error, queue, job: job.id, attempts: job.attempts },
        exhausted ? 'job failed for good' : 'job failed, will retry',
      );
      await db
        .update(jobs)
        .set(
          exhausted
            ? { failedAt: new Date(), lastError: message, lockedUntil: null }
            : { runAt: new Date(Date.now() + backoffMs(job.attempts)), lastError: message, lockedUntil: null },
        )
        .where(eq(jobs.id, job.id));
    }
  }

  /** Marks a batch done in one statement; a job scheduled again while it ran stays pending for its new time. */
  async function finishAll(claimed: (typeof jobs.$inferSelect)[]) {
    const finished = await db
      .update(jobs)
      .set({ doneAt: new Date(), lockedUntil: null })
      .where(
        sql`(${jobs.id}, ${jobs.revision}) in (${sql.join(
          claimed.map((job) => sql`(${job.id}::bigint, ${job.revision}::int)`),
          sql`, `,
        )})`,
      )
      .returning({ id: jobs.id });
    const done = new Set(finished.map((job) => job.id));
    const again = claimed.filter((job) => !done.has(job.id)).map((job) => job.id);
    if (again.length > 0) await db.update(jobs).set({ lockedUntil: null, attempts: 0 }).where(inArray(jobs.id, again));
  }

  async function runBatch(
    queue: string,
    claimed: (typeof jobs.$inferSelect)[],
    entry: { handler: JobHandler; batch: NonNullable<HandleOptions['batch']> },
  ) {
    if (claimed.length === 1 && claimed[0]) return runOne(queue, claimed[0], entry.handler);
    try {
      await entry.batch.handler(
        claimed.map((job) => ({ id: job.id, attempts: job.attempts, payload: job.payload as Record<string, unknown> })),
      );
    } catch (error) {
      log.warn({ err: error, queue, jobs: claimed.length }, 'job batch failed, running its jobs one by one');
      for (const job of claimed) await runOne(queue, job, entry.handler);
      return;
    }
    await finishAll(claimed);
  }

  /** Claimed jobs in the order they were scheduled (an UPDATE … RETURNING keeps no order). */
  const inOrder = (claimed: (typeof jobs.$inferSelect)[]) =>
    claimed.sort((a, b) => new Date(a.runAt).getTime() - new Date(b.runAt).getTime() || a.id - b.id);

  async function drainQueue(name: string): Promise<number> {
    const entry = handlers.get(name);
    if (!entry) return 0;
    const { batch } = entry;
    if (batch) {
      const claimed = inOrder(await claim(name, batch.size));
      if (claimed.length > 0) await runBatch(name, claimed, { handler: entry.handler, batch });
      return claimed.length;
    }
    const claimed = await claim(name, entry.concurrency);
    await Promise.all(claimed.map((job) => runOne(name, job, entry.handler)));
    return claimed.length;
  }

  async function drain(queue?: string): Promise<number> {
    let count = 0;
    for (const name of handlers.keys()) if (!queue || name === queue) count += await drainQueue(name);
    return count;
  }

  const writes = createJobWrites(db);

  /** Each queue polls on its own, so slow bulk work never holds up another queue. */
  const busy = new Set<string>();
  /** Queues kicked while busy: they look again right after the current pass. */
  const kickedWhileBusy = new Set<string>();

  function loop(name: string) {
    if (stopped || busy.has(name)) return;
    busy.add(name);
    const pending = timers.get(name);
    if (pending) clearTimeout(pending);
    const run = drainQueue(name)
      .catch((error: unknown) => {
        log.error({ err: error, queue: name }, 'job polling failed');
        return 0;
      })
      .then((count) => {
        busy.delete(name);
        // A batch that found work may have left more due, and a kick may have come meanwhile: go again at once.
        const again = count > 0 || kickedWhileBusy.delete(name);
        if (!stopped)
          timers.set(
            name,
            setTimeout(() => loop(name), again ? 0 : idlePollMs),
          );
      });
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  /** Work scheduled here for now starts at once; the idle poll only catches other processes' and timed work. */
  function kick(name: string, runAt: Date) {
    if (stopped || !handlers.has(name) || runAt.getTime() > Date.now()) return;
    if (busy.has(name)) kickedWhileBusy.add(name);
    else loop(name);
  }

  return {
    async schedule(queue, payload, scheduleOptions = {}) {
      const values: JobValues = {
        queue,
        payload,
        key: scheduleOptions.key ?? null,
        runAt: scheduleOptions.runAt ?? new Date(),
        maxAttempts: scheduleOptions.maxAttempts ?? 8,
      };
      const { key } = values;
      await (key === null ? writes.insert(values) : writes.upsert({ ...values, key }));
      kick(queue, values.runAt);
    },
    async cancel(queue, key) {
      await db
        .update(jobs)
        .set({ doneAt: new Date() })
        .where(and(eq(jobs.queue, queue), eq(jobs.key, key), isNull(jobs.doneAt), isNull(jobs.failedAt)));
    },
    handle(queue, handler, handlerOptions = {}) {
      handlers.set(queue, {
        handler,
        concurrency: handlerOptions.concurrency ?? 4,
        ...(handlerOptions.batch ? { batch: handlerOptions.batch } : {}),
      });
      if (!stopped) loop(queue);
    },
    runDue: drain,
    start() {
      if (!stopped) return;
      stopped = false;
      for (const name of handlers.keys()) loop(name);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all([...inFlight]);
    },
  };
}
