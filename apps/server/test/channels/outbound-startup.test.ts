import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leftQueued } from '../../src/modules/channels/outbound';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('outgoing messages left queued at start', () => {
  it('are read from the partial index, never by reading every message', async () => {
    // With sequential scans priced out, the planner takes the index only if its predicate covers the query.
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain ${leftQueued(t.db)}`);
    });
    const lines = (plan as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((row) => row['QUERY PLAN']);
    expect(lines.join('\n')).toContain('messages_queued_out_idx');
  });
});
