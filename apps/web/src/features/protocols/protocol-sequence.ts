import { addSessionEndListener } from '../../api/session-end';

/** The last company sequence this client has applied: the `since` of the reconnect catch-up. */
let lastSeq: number | null = null;

export function lastSequence(): number | null {
  return lastSeq;
}

export function noteSequence(seq: number): void {
  if (lastSeq === null || seq > lastSeq) lastSeq = seq;
}

/** A list read sets the starting point only; later reads may be newer than events still on their way. */
export function noteFirstSequence(seq: number): void {
  if (lastSeq === null) lastSeq = seq;
}

export function resetSequence(): void {
  lastSeq = null;
}

addSessionEndListener(resetSequence);
