import type { ChatSupport } from '@contact/domain/protocols';
import type { QueueName } from './chat-routes';
import type { ListFilters } from './list-filters';

/** One list of the inbox: a queue under filters. */
export type ListView = { support: ChatSupport | null; queue: QueueName; filters: ListFilters };

/** Query keys of protocols and their messages. */
export const protocolKeys = {
  all: ['protocols'] as const,
  lists: () => [...protocolKeys.all, 'list'] as const,
  list: (view: ListView) => [...protocolKeys.lists(), view] as const,
  counts: () => [...protocolKeys.all, 'counts'] as const,
  count: (query: Record<string, string>) => [...protocolKeys.counts(), query] as const,
  details: () => [...protocolKeys.all, 'detail'] as const,
  detail: (id: number) => [...protocolKeys.details(), id] as const,
  allMessages: () => [...protocolKeys.all, 'messages'] as const,
  messages: (id: number) => [...protocolKeys.allMessages(), id] as const,
  history: (id: number) => [...protocolKeys.all, 'history', id] as const,
  /** Approved WhatsApp templates (HSM), as the new-protocol options serve them. */
  templates: () => [...protocolKeys.all, 'templates'] as const,
  customerHistory: (query: Record<string, string | number>) =>
    [...protocolKeys.all, 'customer-history', query] as const,
};

/** The view a list query key was made for. */
export function viewOfKey(key: readonly unknown[]): ListView | null {
  const view = key[2];
  return key[0] === 'protocols' && key[1] === 'list' && view && typeof view === 'object' ? (view as ListView) : null;
}
