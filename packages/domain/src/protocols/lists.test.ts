import { describe, expect, it } from 'vitest';
import {
  applyMessage,
  applyPage,
  applyProtocolUpdate,
  emptyList,
  isVisibleTo,
  nextPage,
  resetList,
  selectionAfterUpdate,
  toggleFlag,
  type ListState,
} from './lists';

type P = { id: number; status: number; support: number; user_id: number | null; subject?: string };
const supervisor = { id: 50, role: 7 };
const operator = { id: 10, role: 1 };
const protocol = (overrides: Partial<P> = {}): P => ({ id: 1, status: 1, support: 2, user_id: 10, ...overrides });
const listOf = (...protocols: P[]): ListState<P> => ({ protocols, currentPage: 1, type: 'test' });

describe('list maintenance on update events (spec protocol-inbox §4)', () => {
  it('adds a protocol whose status and support match and that is not there yet', () => {
    const next = applyProtocolUpdate(emptyList<P>('x'), protocol(), { list: 'WAITING', support: 2 }, supervisor);
    expect(next.protocols.map((item) => item.id)).toEqual([1]);
  });

  it('does not add one whose support does not match a filtered list', () => {
    const next = applyProtocolUpdate(
      emptyList<P>('x'),
      protocol({ support: 1 }),
      { list: 'WAITING', support: 2 },
      supervisor,
    );
    expect(next.protocols).toEqual([]);
  });

  it('merges a protocol that is present and still matches, in place', () => {
    const state = listOf(protocol({ id: 2 }), protocol({ id: 1, subject: 'old' }));
    const next = applyProtocolUpdate(
      state,
      protocol({ id: 1, status: 3, subject: 'new' }),
      { list: 'WAITING' },
      supervisor,
    );
    expect(next.protocols.map((item) => [item.id, item.subject])).toEqual([
      [2, undefined],
      [1, 'new'],
    ]);
  });

  it('removes a protocol that no longer matches', () => {
    const next = applyProtocolUpdate(listOf(protocol()), protocol({ status: 4 }), { list: 'WAITING' }, supervisor);
    expect(next.protocols).toEqual([]);
  });

  it("'waiting' groups WAITING, AWAITING_OPERATOR and AWAITING_CUSTOMER", () => {
    for (const status of [1, 2, 3]) {
      expect(
        applyProtocolUpdate(emptyList<P>('x'), protocol({ status }), { list: 'WAITING' }, supervisor).protocols,
      ).toHaveLength(1);
    }
    expect(
      applyProtocolUpdate(emptyList<P>('x'), protocol({ status: 8 }), { list: 'WAITING' }, supervisor).protocols,
    ).toHaveLength(0);
  });

  it('the closed-bot list holds closed bot protocols; anything else is removed', () => {
    const filter = { list: 'CLOSED', support: 1 } as const;
    const closedBot = applyProtocolUpdate(emptyList<P>('x'), protocol({ status: 4, support: 1 }), filter, supervisor);
    expect(closedBot.protocols).toHaveLength(1);
    expect(
      applyProtocolUpdate(closedBot, protocol({ status: 4, support: 2 }), filter, supervisor).protocols,
    ).toHaveLength(0);
  });

  it('operators (role 2 or lower) keep only their own protocols; higher roles see all', () => {
    expect(isVisibleTo(protocol({ user_id: 11 }), operator)).toBe(false);
    expect(isVisibleTo(protocol({ user_id: 10 }), operator)).toBe(true);
    expect(isVisibleTo(protocol({ user_id: 11 }), { id: 3, role: 2 })).toBe(false);
    expect(isVisibleTo(protocol({ user_id: 11 }), { id: 3, role: 3 })).toBe(true);
    const mine = listOf(protocol({ user_id: 10 }));
    expect(applyProtocolUpdate(mine, protocol({ user_id: 11 }), { list: 'WAITING' }, operator).protocols).toEqual([]);
  });

  it('page 1 replaces the list; later pages append', () => {
    const first = applyPage(listOf(protocol({ id: 9 })), 1, [protocol({ id: 1 }), protocol({ id: 2 })]);
    expect(first.protocols.map((item) => item.id)).toEqual([1, 2]);
    const second = applyPage(first, 2, [protocol({ id: 2 }), protocol({ id: 3 })]);
    expect(second.protocols.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(second.currentPage).toBe(2);
  });

  it('a reset event empties a list', () => {
    expect(resetList(listOf(protocol())).protocols).toEqual([]);
  });

  it('the next page is current plus 1 only while the last page was not empty', () => {
    expect(nextPage(1, 50)).toBe(2);
    expect(nextPage(3, 0)).toBeNull();
  });

  it('a new message replaces the same message_id or is appended, only for the open protocol', () => {
    const messages = [{ message_id: 1, protocol_id: 5, text: 'a' }];
    expect(applyMessage(messages, { message_id: 1, protocol_id: 5, text: 'b' }, 5)).toEqual([
      { message_id: 1, protocol_id: 5, text: 'b' },
    ]);
    expect(applyMessage(messages, { message_id: 2, protocol_id: 5, text: 'c' }, 5)).toHaveLength(2);
    expect(applyMessage(messages, { message_id: 3, protocol_id: 6, text: 'd' }, 5)).toBe(messages);
  });

  it('a copy of a message with an older delivery state never turns it back', () => {
    type Delivered = { message_id: number; protocol_id: number; status: string; failure_reason: string | null };
    const sent: Delivered[] = [{ message_id: 1, protocol_id: 5, status: 'read', failure_reason: null }];
    expect(applyMessage(sent, { message_id: 1, protocol_id: 5, status: 'queued', failure_reason: null }, 5)).toEqual(
      sent,
    );
    const failed: Delivered[] = [
      { message_id: 1, protocol_id: 5, status: 'failed', failure_reason: 'Message undeliverable' },
    ];
    expect(applyMessage(failed, { message_id: 1, protocol_id: 5, status: 'sent', failure_reason: null }, 5)).toEqual(
      failed,
    );
    const queued: Delivered[] = [{ message_id: 1, protocol_id: 5, status: 'queued', failure_reason: null }];
    expect(
      applyMessage(queued, { message_id: 1, protocol_id: 5, status: 'delivered', failure_reason: null }, 5),
    ).toEqual([{ message_id: 1, protocol_id: 5, status: 'delivered', failure_reason: null }]);
  });

  it('the AI-assist flag and the pause flag toggle', () => {
    const flags = { protocol_ia_enabled: false, pause: true };
    expect(toggleFlag(flags, 'protocol_ia_enabled')).toEqual({ protocol_ia_enabled: true, pause: true });
    expect(toggleFlag(flags, 'pause')).toEqual({ protocol_ia_enabled: false, pause: false });
  });

  it('a selected protocol that becomes closed is deselected', () => {
    expect(selectionAfterUpdate(1, protocol({ id: 1, status: 4 }))).toBeNull();
    expect(selectionAfterUpdate(1, protocol({ id: 1, status: 3 }))).toBe(1);
    expect(selectionAfterUpdate(2, protocol({ id: 1, status: 4 }))).toBe(2);
  });
});
