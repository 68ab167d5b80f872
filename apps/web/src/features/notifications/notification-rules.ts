import type { Protocol } from '@contact/domain/protocols';
import type { NotificationPreferences } from '@contact/domain/users';

export type NoticeKind = 'newProtocol' | 'newMessage' | 'transfer' | 'slaLate';
export type Notice = { kind: NoticeKind; protocolId: number; number: string; body: string | null };
export type NoticeReader = { id: number; department: readonly number[] };

/** A protocol created this recently, seen for the first time, is new to the reader. */
export const newProtocolWindowMs = 60_000;
/** A customer message this recent, on a protocol seen for the first time, is new to the reader. */
export const newMessageWindowMs = 15_000;

const humanSupport = 2;
const closedStatus = 4;

/** The reader's own protocols, and the waiting ones of their departments. */
function concerns(protocol: Protocol, reader: NoticeReader): boolean {
  if (protocol.user_id === reader.id) return true;
  return (
    protocol.user_id === null && protocol.support === humanSupport && reader.department.includes(protocol.department_id)
  );
}

const age = (iso: string | null, now: number) => (iso ? now - Date.parse(iso) : Number.POSITIVE_INFINITY);

/**
 * What the reader should be told about one change of a protocol, by their preferences (spec §9
 * notification types), or null. `previous` is the protocol as last seen, if it was. Pop-up and
 * sound are how a notice is given, not whether: the caller applies them.
 */
export function noticeFor(
  previous: Protocol | undefined,
  next: Protocol,
  reader: NoticeReader,
  preferences: NotificationPreferences,
  now: number,
  slaAlreadyTold: boolean,
): Notice | null {
  if (next.status === closedStatus || !concerns(next, reader)) return null;
  const notice = (kind: NoticeKind): Notice => ({
    kind,
    protocolId: next.id,
    number: next.number,
    body: next.last_message,
  });

  if (
    preferences.transfer &&
    previous &&
    previous.user_id !== null &&
    previous.user_id !== reader.id &&
    next.user_id === reader.id
  ) {
    return notice('transfer');
  }
  // A protocol just arrived in the queue; one already given to the reader tells by its messages.
  if (!previous && next.user_id === null && age(next.created_at, now) <= newProtocolWindowMs) {
    return preferences.newProtocolMessages ? notice('newProtocol') : null;
  }
  const newMessage =
    next.last_message_direction === 'in' &&
    next.last_message_at !== null &&
    (previous
      ? previous.last_message_at !== next.last_message_at
      : age(next.last_message_at, now) <= newMessageWindowMs);
  if (newMessage && preferences.newProtocolMessages) return notice('newMessage');
  if (preferences.slaBreach && !slaAlreadyTold && next.sla_due_at && Date.parse(next.sla_due_at) < now) {
    return notice('slaLate');
  }
  return null;
}
