import type pg from 'pg';

export type Notification = { channel: string; payload: string };

/** Payloads per statement: a few hundred kilobytes at most. */
export const batchLimit = 100;

/**
 * The notifications to send together from the head of `waiting`, in order: as many as follow one
 * another up to `batchLimit`, but never two equal ones, as PostgreSQL delivers equal payloads of
 * one transaction once (A, B, A would arrive as A, B).
 */
export function nextBatch(waiting: readonly Notification[]): Notification[] {
  const batch: Notification[] = [];
  const seen = new Set<string>();
  for (const item of waiting) {
    const key = `${item.channel}\n${item.payload}`;
    if (batch.length === batchLimit || seen.has(key)) break;
    seen.add(key);
    batch.push(item);
  }
  return batch;
}

const notifyAll =
  'select pg_notify(sent.channel, sent.payload) from unnest($1::text[], $2::text[]) as sent(channel, payload)';

/**
 * Sends NOTIFYs in the order given, one statement at a time: those that come while one is on its
 * way go together in the next, one transaction and one round trip for many. (One statement each,
 * a thousand emits a second queued for seconds behind the pool.) `settled` answers once all sent.
 */
export function notificationBatches(pool: pg.Pool, onError: (error: Error) => void) {
  const waiting: Notification[] = [];
  let sending: Promise<void> | null = null;

  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, nextBatch(waiting).length);
      await pool
        .query(notifyAll, [batch.map((item) => item.channel), batch.map((item) => item.payload)])
        .catch((error: Error) => onError(error));
    }
    sending = null;
  }

  return {
    send(item: Notification) {
      waiting.push(item);
      sending ??= drain();
    },
    settled: (): Promise<void> => sending ?? Promise.resolve(),
  };
}
