import type { Protocol } from '@contact/domain/protocols';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { sessionKeys } from '../../session/session-keys';
import { detailOf, messageWith, protocolWith } from '../../test/protocols';
import { inOneHour, jsonResponse, tokenWith } from '../../test/render';
import { listStateOf, type ListData } from './list-cache';
import { noFilters, type ListFilters } from './list-filters';
import type { MessageData } from './messages-cache';
import {
  catchUpProtocols,
  countRefetchPeriodMs,
  onProtocolChange,
  protocolEventHandlers,
  type ProtocolChange,
} from './protocol-events';
import { protocolKeys, type ListView } from './protocol-keys';
import { resetSequence } from './protocol-sequence';

const supervisor = { id: 50, role: 7 };
const operator = { id: 60, role: 1 };

const fila: ListView = { support: 'humano', queue: 'fila', filters: noFilters };
const atendimento: ListView = { support: 'humano', queue: 'atendimento', filters: noFilters };
const fechado: ListView = { support: 'humano', queue: 'fechado', filters: noFilters };
const abertos: ListView = { support: null, queue: 'aberto', filters: noFilters };

let queryClient: QueryClient;
let handlers: ReturnType<typeof protocolEventHandlers>;

function signIn(user: { id: number; role: number }): void {
  queryClient.setQueryData(sessionKeys.currentUser(), { ...user, name: 'Quem', email: 'quem@demo.com.br' });
}

/** A cached list as the infinite query leaves it after loading these pages. */
function seedList(view: ListView, ...pages: Protocol[][]): void {
  queryClient.setQueryData<ListData>(protocolKeys.list(view), {
    pages: pages.map((protocols, index) => ({ protocols, currentPage: index + 1, fetched: protocols.length, seq: 1 })),
    pageParams: pages.map((_, index) => index + 1),
  });
}

const idsOf = (view: ListView) =>
  listStateOf(queryClient.getQueryData<ListData>(protocolKeys.list(view))).protocols.map((item) => item.id);
const update = (protocol: Protocol) => handlers['protocol:update']?.(protocol);

beforeEach(() => {
  queryClient = new QueryClient();
  handlers = protocolEventHandlers(queryClient);
  resetSequence();
  signIn(supervisor);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('protocol:update patches every cached list by the domain rules', () => {
  it('adds a matching protocol that is absent, at the top of page 1, and nowhere else', () => {
    const old = protocolWith();
    seedList(fila, [old]);
    seedList(atendimento, []);
    const arrived = protocolWith({ seq: 5 });
    update(arrived);
    expect(idsOf(fila)).toEqual([arrived.id, old.id]);
    expect(idsOf(atendimento)).toEqual([]);
  });

  it('moves a taken protocol from the queue to "in attendance" and merges it where it still belongs', () => {
    const waiting = protocolWith({ seq: 2 });
    seedList(fila, [waiting]);
    seedList(atendimento, []);
    seedList(abertos, [waiting]);
    const taken = { ...waiting, status: 3, user_id: 60, user_name: 'Otávio', seq: 3 };
    update(taken);
    expect(idsOf(fila)).toEqual([]);
    expect(idsOf(atendimento)).toEqual([waiting.id]);
    const merged = listStateOf(queryClient.getQueryData<ListData>(protocolKeys.list(abertos))).protocols[0];
    expect(merged).toMatchObject({ id: waiting.id, status: 3, user_name: 'Otávio' });
  });

  it('keeps a protocol in the page that holds it when it changes', () => {
    const first = protocolWith();
    const second = protocolWith();
    seedList(fila, [first], [second]);
    update({ ...second, unread_count: 4, seq: 9 });
    const data = queryClient.getQueryData<ListData>(protocolKeys.list(fila));
    expect(data?.pages[1]?.protocols[0]).toMatchObject({ id: second.id, unread_count: 4 });
    expect(data?.pages[0]?.protocols.map((item) => item.id)).toEqual([first.id]);
  });

  it('moves a closed protocol to the closed list', () => {
    const open = protocolWith({ status: 3, user_id: 50 });
    seedList(atendimento, [open]);
    seedList(fechado, []);
    update({ ...open, status: 4, seq: 7 });
    expect(idsOf(atendimento)).toEqual([]);
    expect(idsOf(fechado)).toEqual([open.id]);
  });

  it('shows an operator only their own protocols', () => {
    signIn(operator);
    seedList(atendimento, []);
    const theirs = protocolWith({ status: 3, user_id: 61 });
    const mine = protocolWith({ status: 3, user_id: 60 });
    update(theirs);
    update(mine);
    expect(idsOf(atendimento)).toEqual([mine.id]);
  });

  it('follows the filters of the address', () => {
    const financeiro: ListView = { ...fila, filters: { ...noFilters, department: [2] } as ListFilters };
    seedList(financeiro, []);
    update(protocolWith({ department_id: 1 }));
    const other = protocolWith({ department_id: 2 });
    update(other);
    expect(idsOf(financeiro)).toEqual([other.id]);
  });

  it('ignores an event older than what the list holds', () => {
    const current = protocolWith({ seq: 10, unread_count: 3 });
    seedList(fila, [current]);
    update({ ...current, seq: 8, unread_count: 1 });
    const held = listStateOf(queryClient.getQueryData<ListData>(protocolKeys.list(fila))).protocols[0];
    expect(held?.unread_count).toBe(3);
  });

  it('merges into the open protocol and tells the screen, which clears a selection that closed', () => {
    const open = protocolWith({ status: 3, user_id: 50, seq: 4 });
    queryClient.setQueryData(protocolKeys.detail(open.id), detailOf(open));
    const changes: ProtocolChange[] = [];
    const stop = onProtocolChange((change) => changes.push(change));
    update({ ...open, status: 4, seq: 6 });
    stop();
    expect(queryClient.getQueryData<{ status: number }>(protocolKeys.detail(open.id))?.status).toBe(4);
    expect(changes).toEqual([{ kind: 'update', protocol: expect.objectContaining({ id: open.id, status: 4 }) }]);
  });
});

describe('protocol:remove, message:new, note:new and count:update', () => {
  it('removes a protocol that left the operator from every list and tells the screen', () => {
    signIn(operator);
    const gone = protocolWith({ status: 3, user_id: 60 });
    seedList(atendimento, [gone]);
    seedList(abertos, [gone]);
    const changes: ProtocolChange[] = [];
    const stop = onProtocolChange((change) => changes.push(change));
    handlers['protocol:remove']?.({ id: gone.id, seq: 12 });
    stop();
    expect(idsOf(atendimento)).toEqual([]);
    expect(idsOf(abertos)).toEqual([]);
    expect(changes).toEqual([{ kind: 'remove', id: gone.id }]);
  });

  it('appends a new message to the newest page of its protocol, and replaces one with the same id', () => {
    const older = messageWith({ protocol_id: 1 });
    const newer = messageWith({ protocol_id: 1 });
    queryClient.setQueryData<MessageData>(protocolKeys.messages(1), {
      pages: [
        { messages: [newer], page: 1, hasMore: true },
        { messages: [older], page: 2, hasMore: false },
      ],
      pageParams: [1, 2],
    });
    const arrived = messageWith({ protocol_id: 1, text: 'Tem alguém?' });
    handlers['message:new']?.(arrived);
    handlers['message:new']?.({ ...older, status: 'read' });
    handlers['message:new']?.(messageWith({ protocol_id: 2 }));
    const data = queryClient.getQueryData<MessageData>(protocolKeys.messages(1));
    expect(data?.pages[0]?.messages.map((item) => item.message_id)).toEqual([newer.message_id, arrived.message_id]);
    expect(data?.pages[1]?.messages[0]?.status).toBe('read');
  });

  it('appends a note to the open protocol once', () => {
    const open = protocolWith();
    queryClient.setQueryData(protocolKeys.detail(open.id), detailOf(open));
    const note = {
      id: 3,
      protocol_id: open.id,
      user_id: 50,
      user_name: 'Sérgio',
      text: 'Ligar amanhã',
      created_at: '',
    };
    handlers['note:new']?.(note);
    handlers['note:new']?.(note);
    expect(queryClient.getQueryData<{ notes: unknown[] }>(protocolKeys.detail(open.id))?.notes).toHaveLength(1);
  });

  it('refetches the counts at once for a lone count update, with the row it comes with', () => {
    vi.useFakeTimers();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    handlers['count:update']?.({ seq: 1 });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: protocolKeys.counts() });
    vi.advanceTimersByTime(3 * countRefetchPeriodMs);
    expect(invalidate).toHaveBeenCalledTimes(1);
    handlers['count:update']?.({ seq: 2 });
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('refetches the counts once more for the rest of a burst, when its moment ends', () => {
    vi.useFakeTimers();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    for (let seq = 1; seq <= 5; seq += 1) handlers['count:update']?.({ seq });
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(countRefetchPeriodMs - 1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(2);
    handlers['count:update']?.({ seq: 6 });
    vi.advanceTimersByTime(countRefetchPeriodMs - 1);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(3 * countRefetchPeriodMs);
    expect(invalidate).toHaveBeenCalledTimes(3);
  });
});

describe('catch-up after a reconnect', () => {
  it('asks for the changes since the last sequence and applies them and the removals', async () => {
    const stays = protocolWith({ seq: 3 });
    const leaves = protocolWith({ seq: 3 });
    seedList(fila, [stays, leaves]);
    seedList(atendimento, []);
    update({ ...stays, seq: 20, unread_count: 2 });
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return jsonResponse(200, {
          protocols: [{ ...stays, status: 3, user_id: 50, seq: 21 }],
          removed: [leaves.id],
          currentPage: 1,
          seq: 22,
        });
      }),
    );
    setToken(tokenWith({ sub: '50', twoFactorAuthenticated: true, exp: inOneHour() }), false);
    await catchUpProtocols(queryClient);
    expect(fetched).toEqual(['/api/v1/protocol?since=20']);
    expect(idsOf(fila)).toEqual([]);
    expect(idsOf(atendimento)).toEqual([stays.id]);
  });

  it('reads the open conversation again after a reconnect, not after the first connect', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { protocols: [], removed: [], currentPage: 1, seq: 5 })),
    );
    setToken(tokenWith({ sub: '50', twoFactorAuthenticated: true, exp: inOneHour() }), false);
    update(protocolWith({ seq: 4 }));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await catchUpProtocols(queryClient, false);
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: protocolKeys.allMessages() });
    await catchUpProtocols(queryClient, true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: protocolKeys.allMessages() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: protocolKeys.details() });
  });
});
