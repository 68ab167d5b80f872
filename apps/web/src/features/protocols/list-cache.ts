import {
  applyPage,
  applyProtocolUpdate,
  emptyList,
  type ListState,
  type Protocol,
  type Viewer,
} from '@contact/domain/protocols';
import type { InfiniteData } from '@tanstack/react-query';
import type { QueueDefinition } from './chat-routes';
import { matchesFilters, statusesOf, type ListFilters } from './list-filters';

/** One page of a list as the cache keeps it; `fetched` is how many the server sent (the next-page rule). */
export type ProtocolPage = { protocols: Protocol[]; currentPage: number; fetched: number; seq: number };
export type ListData = InfiniteData<ProtocolPage>;

/** The pages as one list, through the domain's page rule: page 1 replaces, later pages append without repeats. */
export function listStateOf(data: ListData | undefined, type = 'inbox'): ListState<Protocol> {
  return (data?.pages ?? []).reduce(
    (state, page) => applyPage(state, page.currentPage, page.protocols),
    emptyList<Protocol>(type),
  );
}

/** Puts a changed list back into its pages: each protocol stays in its page, newcomers go first in page 1. */
function redistribute(data: ListData, next: ListState<Protocol>): ListData {
  const byId = new Map(next.protocols.map((protocol) => [protocol.id, protocol]));
  const known = new Set(data.pages.flatMap((page) => page.protocols.map((protocol) => protocol.id)));
  const added = next.protocols.filter((protocol) => !known.has(protocol.id));
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      protocols: [
        ...(index === 0 ? added : []),
        ...page.protocols.flatMap((protocol) => {
          const kept = byId.get(protocol.id);
          return kept ? [kept] : [];
        }),
      ],
    })),
  };
}

/**
 * A protocol:update event on one cached list, by the domain's rules (added when it matches and
 * is absent, merged when present, removed when it no longer matches; operators see only their
 * own). On top of the queue's list rule, the queue's own statuses and the URL filters decide.
 * An event older than what the list holds changes nothing.
 */
export function applyUpdateToList(
  data: ListData | undefined,
  protocol: Protocol,
  queue: QueueDefinition,
  filters: ListFilters,
  viewer: Viewer,
): ListData | undefined {
  if (!data || data.pages.length === 0) return data;
  const state = listStateOf(data);
  const held = state.protocols.find((item) => item.id === protocol.id);
  if (held && held.seq > protocol.seq) return data;
  let next = applyProtocolUpdate(state, protocol, { list: queue.list, support: queue.support ?? undefined }, viewer);
  const belongs = statusesOf(queue, filters).includes(protocol.status) && matchesFilters(protocol, filters);
  if (!belongs) next = { ...next, protocols: next.protocols.filter((item) => item.id !== protocol.id) };
  if (next.protocols === state.protocols || (!held && !belongs)) return data;
  return redistribute(data, next);
}

/** A protocol that left the reader's hands (protocol:remove, or removed in a catch-up). */
export function removeFromList(data: ListData | undefined, id: number): ListData | undefined {
  if (!data || !data.pages.some((page) => page.protocols.some((protocol) => protocol.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, protocols: page.protocols.filter((protocol) => protocol.id !== id) })),
  };
}
