import { describe, expect, it } from 'vitest';
import { batchLimit, nextBatch, type Notification } from './notification-batches';

const note = (payload: string, channel = 'socket.io#/'): Notification => ({ channel, payload });
const payloads = (batch: Notification[]) => batch.map((item) => item.payload);

describe('the next batch of notifications', () => {
  it('takes the waiting notifications in order', () => {
    expect(payloads(nextBatch([note('a'), note('b'), note('c')]))).toEqual(['a', 'b', 'c']);
  });

  it('stops before a payload it already holds, which PostgreSQL would deliver only once', () => {
    expect(payloads(nextBatch([note('a'), note('b'), note('a'), note('c')]))).toEqual(['a', 'b']);
  });

  it('takes equal payloads on different channels together', () => {
    expect(nextBatch([note('a', 'one'), note('a', 'two')])).toHaveLength(2);
  });

  it(`takes at most ${batchLimit}`, () => {
    const waiting = Array.from({ length: batchLimit + 5 }, (_, i) => note(String(i)));
    expect(nextBatch(waiting)).toHaveLength(batchLimit);
  });
});
