import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void>;

export type ScheduleOptions = {
  /** At most one pending job per key and queue; scheduling it again moves its time. */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
};

export type JobQueue = {
  schedule(queue: string, payload: Record<string, unknown>, options?: ScheduleOptions): Promise<void>;
  cancel(queue: string, key: string): Promise<void>;
  handle(queue: string, handler: JobHandler, options?: { concurrency?: number }): void;
  /** Runs every due job once (tests and shutdown drains); answers how many ran. */
  runDue(queue?: string): Promise<number>;
  start(): void;
  stop(): Promise<void>;
};

/** Exponential backoff with a ceiling: 2 s, 4 s, 8 s … up to 10 minutes. */
export const backoffMs = (attempt: number) => Math.min(600_000, 2 ** attempt * 1000);

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
  const handlers = new Map<string, { handler: JobHandler; concurrency: number }>();
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
      const message = error instanceof Error ? error.message : String(error);
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

  async function drainQueue(name: string): Promise<number> {
    const entry = handlers.get(name);
    if (!entry) return 0;
    const claimed = await claim(name, entry.concurrency);
    await Promise.all(claimed.map((job) => runOne(name, job, entry.handler)));
    return claimed.length;
  }

  async function drain(queue?: string): Promise<number> {
    let count = 0;
    for (const name of handlers.keys()) if (!queue || name === queue) count += await drainQueue(name);
    return count;
  }

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
      const values = {
        queue,
        payload,
        key: scheduleOptions.key ?? null,
        runAt: scheduleOptions.runAt ?? new Date(),
        maxAttempts: scheduleOptions.maxAttempts ?? 8,
      };
      if (!scheduleOptions.key) {
        await db.insert(jobs).values(values);
        kick(queue, values.runAt);
        return;
      }
      await db
        .insert(jobs)
        .values(values)
        .onConflictDoUpdate({
          target: [jobs.queue, jobs.key],
          targetWhere: sql`done_at is null and failed_at is null`,
          set: { runAt: values.runAt, payload: values.payload, revision: sql`${jobs.revision} + 1` },
        });
      kick(queue, values.runAt);
    },
    async cancel(queue, key) {
      await db
        .update(jobs)
        .set({ doneAt: new Date() })
        .where(and(eq(jobs.queue, queue), eq(jobs.key, key), isNull(jobs.doneAt), isNull(jobs.failedAt)));
    },
    handle(queue, handler, handlerOptions = {}) {
      handlers.set(queue, { handler, concurrency: handlerOptions.concurrency ?? 4 });
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
