import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

export type JobValues = {
  queue: string;
  payload: Record<string, unknown>;
  key: string | null;
  runAt: Date;
  maxAttempts: number;
};

type Caller = { resolve: () => void; reject: (error: unknown) => void };
type Row = { values: JobValues; callers: Caller[] };

/** Rows per statement, well under PostgreSQL's limit of 65,535 parameters. */
const rowsPerStatement = 1000;

/**
 * Writes the rows, all in one statement; if that fails, each alone, so that only the callers
 * of a row that cannot be written see the error.
 */
async function writeTogether(all: Row[], write: (values: JobValues[]) => Promise<unknown>) {
  for (let start = 0; start < all.length; start += rowsPerStatement)
    await writeChunk(all.slice(start, start + rowsPerStatement), write);
}

async function writeChunk(rows: Row[], write: (values: JobValues[]) => Promise<unknown>) {
  const written = (row: Row) => row.callers.forEach((caller) => caller.resolve());
  const refused = (row: Row, error: unknown) => row.callers.forEach((caller) => caller.reject(error));
  try {
    await write(rows.map((row) => row.values));
    rows.forEach(written);
    return;
  } catch (error) {
    if (rows.length === 1 && rows[0]) return refused(rows[0], error);
  }
  for (const row of rows) {
    try {
      await write([row.values]);
      written(row);
    } catch (error) {
      refused(row, error);
    }
  }
}

/**
 * The schedules made in one turn of the event loop are written in one statement per kind: a
 * batch of new conversations (an SLA clock, an automatic answer to send, a distribution per
 * conversation) costs one round trip instead of one per job.
 */
export function createJobWrites(db: Database) {
  const insertAll = (values: JobValues[]) => db.insert(jobs).values(values);
  const upsertAll = (values: JobValues[]) =>
    db
      .insert(jobs)
      .values(values)
      .onConflictDoUpdate({
        target: [jobs.queue, jobs.key],
        targetWhere: sql`done_at is null and failed_at is null`,
        set: { runAt: sql`excluded.run_at`, payload: sql`excluded.payload`, revision: sql`${jobs.revision} + 1` },
      });

  let inserts: Row[] = [];
  function insert(values: JobValues): Promise<void> {
    return new Promise((resolve, reject) => {
      if (inserts.length === 0)
        setImmediate(() => {
          const rows = inserts;
          inserts = [];
          void writeTogether(rows, insertAll);
        });
      inserts.push({ values, callers: [{ resolve, reject }] });
    });
  }

  /** Per queue and key, the latest values not yet sent; a key is in one statement at most. */
  let upserts = new Map<string, Row>();
  let upserting = false;
  let flushQueued = false;
  /**
   * One keyed statement at a time: statements on different connections may run in either
   * order, and a key's row must end with the values of its last schedule.
   */
  async function flushUpserts() {
    flushQueued = false;
    const rows = [...upserts.values()];
    upserts = new Map();
    upserting = true;
    await writeTogether(rows, upsertAll);
    upserting = false;
    if (upserts.size > 0) queueFlush();
  }
  function queueFlush() {
    if (upserting || flushQueued) return;
    flushQueued = true;
    setImmediate(() => void flushUpserts());
  }
  function upsert(values: JobValues & { key: string }): Promise<void> {
    return new Promise((resolve, reject) => {
      const id = `${values.queue}\n${values.key}`;
      const pending = upserts.get(id);
      // Scheduled again before it was written: one row, the latest values.
      if (pending) {
        pending.values = values;
        pending.callers.push({ resolve, reject });
      } else upserts.set(id, { values, callers: [{ resolve, reject }] });
      queueFlush();
    });
  }

  return { insert, upsert };
}
