import {
  listProtocols,
  messageSchema,
  noteSchema,
  protocolSchema,
  type Protocol,
  type ProtocolDetail,
  type Viewer,
} from '@contact/domain/protocols';
import { protocolEvents } from '@contact/domain/realtime';
import type { CurrentUser } from '@contact/domain/users';
import type { QueryClient } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import type { ServerEventHandlers } from '../../api/socket-client';
import { sessionKeys } from '../../session/session-keys';
import { queueDefinition } from './chat-routes';
import { customerTypingOf, setCustomerTyping } from './conversation/customer-typing-store';
import { applyUpdateToList, removeFromList, type ListData } from './list-cache';
import { applyMessageToPages, applyNote, type MessageData } from './messages-cache';
import { protocolKeys, viewOfKey } from './protocol-keys';
import { lastSequence, noteSequence } from './protocol-sequence';

/** What happened to a protocol, for the screen that shows it (the selection rules of spec §4). */
export type ProtocolChange = { kind: 'update'; protocol: Protocol } | { kind: 'remove'; id: number };
type ChangeListener = (change: ProtocolChange) => void;

const changeListeners = new Set<ChangeListener>();

export function onProtocolChange(listener: ChangeListener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Counts are refetched at most once in this period, however many changes arrive: at once for a
 * change after a quiet moment (the badge moves with the row the same change brings), and once at
 * the period's end for all the changes within it. A busy company's count room hears of every
 * message; each screen then asks for its counts once a second.
 */
export const countRefetchPeriodMs = 1000;
/** The server answers at most this many changes since a sequence; more means reload the lists. */
const catchUpLimit = 1000;

function viewerOf(queryClient: QueryClient): Viewer | null {
  const user = queryClient.getQueryData<CurrentUser>(sessionKeys.currentUser());
  return user ? { id: user.id, role: user.role } : null;
}

/** Applies one changed protocol to every cached list, the open protocol, and tells the screen. */
export function applyProtocol(queryClient: QueryClient, protocol: Protocol): void {
  noteSequence(protocol.seq);
  const viewer = viewerOf(queryClient);
  if (!viewer) return;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: protocolKeys.lists() })) {
    const view = viewOfKey(query.queryKey);
    if (!view) continue;
    const queue = queueDefinition(view);
    queryClient.setQueryData<ListData>(query.queryKey, (data) =>
      applyUpdateToList(data, protocol, queue, view.filters, viewer),
    );
  }
  queryClient.setQueryData<ProtocolDetail>(protocolKeys.detail(protocol.id), (detail) =>
    detail && detail.seq <= protocol.seq ? { ...detail, ...protocol } : detail,
  );
  void queryClient.invalidateQueries({ queryKey: protocolKeys.history(protocol.id) });
  for (const listener of [...changeListeners]) listener({ kind: 'update', protocol });
}

/** A protocol that left the reader's hands: gone from every list. */
export function removeProtocol(queryClient: QueryClient, id: number): void {
  queryClient.setQueriesData<ListData>({ queryKey: protocolKeys.lists() }, (data) => removeFromList(data, id));
  for (const listener of [...changeListeners]) listener({ kind: 'remove', id });
}

/**
 * Once the rooms listen (after connecting, and again after a reconnect): the changes since the
 * last sequence applied through the same rules, the protocols that left the reader's hands
 * removed, and the counts refetched. Nothing read yet on a first connect: nothing to catch up.
 */
export async function catchUpProtocols(queryClient: QueryClient, reconnected = true): Promise<void> {
  const since = lastSequence();
  if (since === null && !reconnected) return;
  void queryClient.invalidateQueries({ queryKey: protocolKeys.counts() });
  // Messages and notes come only by the protocol's room: the open conversation reads again what it missed.
  if (reconnected) {
    void queryClient.invalidateQueries({ queryKey: protocolKeys.allMessages() });
    void queryClient.invalidateQueries({ queryKey: protocolKeys.details() });
  }
  if (since === null) {
    await queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
    return;
  }
  await catchUpSince(queryClient, since);
}

/** The changes after a sequence, through the same rules as live events. */
export async function catchUpSince(queryClient: QueryClient, since: number): Promise<void> {
  const changes = await call(listProtocols, { query: { since: String(since) } });
  for (const protocol of changes.protocols) applyProtocol(queryClient, protocol);
  for (const id of changes.removed) removeProtocol(queryClient, id);
  noteSequence(changes.seq);
  if (changes.protocols.length >= catchUpLimit) await queryClient.invalidateQueries({ queryKey: protocolKeys.lists() });
}

function removalOf(payload: unknown): { id: number; seq: number } | null {
  if (!payload || typeof payload !== 'object') return null;
  const { id, seq } = payload as Record<string, unknown>;
  return Number.isInteger(id) && Number.isInteger(seq) ? { id: id as number, seq: seq as number } : null;
}

/**
 * Protocol, message, note and count events -> the query cache, by the domain's rules; never a
 * refetch per event. The customer's typing goes to its own small store.
 */
export function protocolEventHandlers(queryClient: QueryClient): ServerEventHandlers {
  const refetchCounts = atMostOnceIn(
    countRefetchPeriodMs,
    () => void queryClient.invalidateQueries({ queryKey: protocolKeys.counts() }),
  );
  return {
    [protocolEvents.update]: (payload) => {
      const parsed = protocolSchema.safeParse(payload);
      if (parsed.success) applyProtocol(queryClient, parsed.data);
    },
    [protocolEvents.remove]: (payload) => {
      const removal = removalOf(payload);
      if (!removal) return;
      noteSequence(removal.seq);
      removeProtocol(queryClient, removal.id);
    },
    [protocolEvents.message]: (payload) => {
      const parsed = messageSchema.safeParse(payload);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.direction === 'in') setCustomerTyping(message.protocol_id, false);
      queryClient.setQueryData<MessageData>(protocolKeys.messages(message.protocol_id), (data) =>
        applyMessageToPages(data, message, message.protocol_id),
      );
    },
    [protocolEvents.note]: (payload) => {
      const parsed = noteSchema.safeParse(payload);
      if (!parsed.success) return;
      queryClient.setQueryData<ProtocolDetail>(protocolKeys.detail(parsed.data.protocol_id), (detail) =>
        applyNote(detail, parsed.data),
      );
    },
    [protocolEvents.customerTyping]: (payload) => {
      const typing = customerTypingOf(payload);
      if (typing) setCustomerTyping(typing.protocolId, typing.typing);
    },
    [protocolEvents.count]: refetchCounts,
  };
}

/**
 * A call that runs at once, and then at most once per period: calls within a period are run
 * together once, when it ends.
 */
function atMostOnceIn(periodMs: number, run: () => void): () => void {
  let period: ReturnType<typeof setTimeout> | undefined;
  let calledWithin = false;
  const start = () => {
    run();
    period = setTimeout(end, periodMs);
  };
  const end = () => {
    period = undefined;
    if (!calledWithin) return;
    calledWithin = false;
    start();
  };
  return () => {
    if (period === undefined) start();
    else calledWithin = true;
  };
}
