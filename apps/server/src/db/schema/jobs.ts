import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Durable background work, on the one database: survives restarts, retried with backoff,
 * idempotent by key (a key names one piece of work; scheduling it again is a no-op while
 * it is pending).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    key: text('key'),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Bumped when the job is scheduled again while pending: a run of an older revision does not finish it. */
    revision: integer('revision').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    doneAt: at('done_at'),
    failedAt: at('failed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.queue, table.runAt)
      .where(sql`done_at is null and failed_at is null`),
    uniqueIndex('jobs_pending_key')
      .on(table.queue, table.key)
      .where(sql`done_at is null and failed_at is null`),
  ],
);
