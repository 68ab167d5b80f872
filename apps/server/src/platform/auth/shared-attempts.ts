import { createHash } from 'node:crypto';
import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { signInAttempts } from '../../db/schema';

/**
 * Sign-in and two-factor attempts counted in a fixed window per key, in the database, so that
 * every server process counts the same attempts and a restart forgets none.
 *
 * An attempt is counted before its password or code is checked. Checking takes a while (the
 * password's hash is slow on purpose), so attempts sent together would otherwise all be checked
 * before the first failure was counted, many more than the limit allows.
 */
export type SharedAttemptLimiter = {
  /** Counts an attempt; answers the minutes to wait when it is one too many, else 0 (go on). */
  take(key: string): Promise<number>;
  /** The attempt succeeded: the key starts over (an account after its password, a user after a code). */
  reset(key: string): Promise<void>;
  /** The attempt succeeded and is not held against the key, which counts failures only (an address). */
  giveBack(key: string): Promise<void>;
};

/** Windows that ended are deleted at most this often by each process. */
const sweepEveryMs = 60_000;

export function createSharedAttemptLimiter(
  db: Database,
  options: { name: string; maxAttempts: number; windowMs: number },
): SharedAttemptLimiter {
  if (!Number.isSafeInteger(options.windowMs) || options.windowMs <= 0) throw new Error('windowMs must be an integer');
  const window = sql.raw(`interval '${options.windowMs} milliseconds'`);
  const hashOf = (key: string) => createHash('sha256').update(`${options.name}\u0000${key}`).digest('hex');
  const ended = sql`${signInAttempts.windowEndsAt} <= now()`;
  let sweptAt = 0;

  async function sweep() {
    if (Date.now() - sweptAt < sweepEveryMs) return;
    sweptAt = Date.now();
    await db.delete(signInAttempts).where(lte(signInAttempts.windowEndsAt, sql`now()`));
  }

  return {
    async take(key) {
      await sweep();
      const [row] = await db
        .insert(signInAttempts)
        .values({ keyHash: hashOf(key), count: 1, windowEndsAt: sql`now() + ${window}` })
        .onConflictDoUpdate({
          target: signInAttempts.keyHash,
          set: {
            count: sql`case when ${ended} then 1 else ${signInAttempts.count} + 1 end`,
            windowEndsAt: sql`case when ${ended} then now() + ${window} else ${signInAttempts.windowEndsAt} end`,
          },
        })
        .returning({
          count: signInAttempts.count,
          seconds: sql<number>`extract(epoch from ${signInAttempts.windowEndsAt} - now())::float8`,
        });
      if (!row || row.count <= options.maxAttempts) return 0;
      return Math.max(1, Math.ceil(row.seconds / 60));
    },

    async reset(key) {
      await db.delete(signInAttempts).where(eq(signInAttempts.keyHash, hashOf(key)));
    },

    async giveBack(key) {
      await db
        .update(signInAttempts)
        .set({ count: sql`greatest(${signInAttempts.count} - 1, 0)` })
        .where(eq(signInAttempts.keyHash, hashOf(key)));
    },
  };
}
