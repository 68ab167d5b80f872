import { defaultNotificationPreferences } from '@contact/domain/users';
import { describe, expect, it } from 'vitest';
import { protocolWith } from '../../test/protocols';
import { noticeFor } from './notification-rules';

const reader = { id: 60, department: [1] };
const now = Date.parse('2026-01-01T12:00:10.000Z');
const all = defaultNotificationPreferences;

describe('which protocol changes are told to the user', () => {
  it('a waiting protocol of their department seen for the first time is new; not with the preference off', () => {
    const created = protocolWith({ created_at: '2026-01-01T12:00:00.000Z' });
    expect(noticeFor(undefined, created, reader, all, now, false)).toMatchObject({
      kind: 'newProtocol',
      number: created.number,
    });
    expect(noticeFor(undefined, created, reader, { ...all, newProtocolMessages: false }, now, false)).toBeNull();
  });

  it('a protocol just given to them, first seen with a customer message, tells the message', () => {
    const assigned = protocolWith({
      user_id: 60,
      created_at: '2026-01-01T12:00:00.000Z',
      last_message_at: '2026-01-01T12:00:08.000Z',
    });
    expect(noticeFor(undefined, assigned, reader, all, now, false)?.kind).toBe('newMessage');
  });

  it('a customer message on their protocol, but not their own reply', () => {
    const before = protocolWith({ user_id: 60, created_at: '2025-12-01T00:00:00.000Z' });
    const message = { ...before, last_message: 'Oi?', last_message_at: '2026-01-01T12:00:09.000Z' };
    expect(noticeFor(before, message, reader, all, now, false)).toMatchObject({ kind: 'newMessage', body: 'Oi?' });
    const reply = { ...message, last_message_direction: 'out' as const };
    expect(noticeFor(before, reply, reader, all, now, false)).toBeNull();
  });

  it('nothing about another operator’s protocol, another department’s queue, or a closed one', () => {
    const theirs = protocolWith({ user_id: 61, created_at: '2026-01-01T12:00:05.000Z' });
    expect(noticeFor(undefined, theirs, reader, all, now, false)).toBeNull();
    const elsewhere = protocolWith({ department_id: 3, created_at: '2026-01-01T12:00:05.000Z' });
    expect(noticeFor(undefined, elsewhere, reader, all, now, false)).toBeNull();
    const closed = protocolWith({ user_id: 60, status: 4, created_at: '2026-01-01T12:00:05.000Z' });
    expect(noticeFor(undefined, closed, reader, all, now, false)).toBeNull();
  });

  it('a transfer from another operator to them, when they want to know', () => {
    const before = protocolWith({ user_id: 61, created_at: '2025-12-01T00:00:00.000Z' });
    const after = { ...before, user_id: 60 };
    expect(noticeFor(before, after, reader, all, now, false)?.kind).toBe('transfer');
    expect(noticeFor(before, after, reader, { ...all, transfer: false }, now, false)).toBeNull();
  });

  it('an SLA breach once', () => {
    const late = protocolWith({
      user_id: 60,
      created_at: '2025-12-01T00:00:00.000Z',
      sla_due_at: '2026-01-01T11:00:00.000Z',
    });
    const same = { ...late };
    expect(noticeFor(late, same, reader, all, now, false)?.kind).toBe('slaLate');
    expect(noticeFor(late, same, reader, all, now, true)).toBeNull();
    expect(noticeFor(late, same, reader, { ...all, slaBreach: false }, now, false)).toBeNull();
  });
});
