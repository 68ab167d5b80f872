import {
  chatQueues,
  protocolLists,
  type ChatQueue,
  type ChatSupport,
  type ProtocolListName,
  type Support,
} from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';

/** The chat route's base path. */
export const chatsPath = '/chats';

/** Queues of the route without a support segment: both supports (spec §2). */
export const anySupportQueues = {
  aberto: chatQueues.bot.aberto.statuses,
  fechado: chatQueues.bot.fechado.statuses,
  pesquisa: chatQueues.bot.pesquisa.statuses,
  flow: chatQueues.bot.flow.statuses,
} as const;

export const chatSupports = Object.keys(chatQueues) as ChatSupport[];

/** Every queue name of the route (the spec's segments). */
export type QueueName = ChatQueue<'bot'> | ChatQueue<'humano'>;

/** Where the inbox is: support segment (none = both), queue, and the open protocol. */
export type ChatView = { support: ChatSupport | null; queue: QueueName; protocolId: number | null };

/** What a queue lists: support (null = both), statuses, and the domain list whose rules keep it. */
export type QueueDefinition = { support: Support | null; statuses: readonly number[]; list: ProtocolListName };

const isSupport = (value: string | undefined): value is ChatSupport =>
  value !== undefined && (chatSupports as string[]).includes(value);

/** The queue names of a support segment, in menu order. */
export function queuesOf(support: ChatSupport | null): QueueName[] {
  return Object.keys(support ? chatQueues[support] : anySupportQueues) as QueueName[];
}

function protocolIdOf(segment: string | undefined): number | null | undefined {
  if (segment === undefined) return null;
  return /^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : undefined;
}

/** Reads `/chats/{support?}/{queue}/{protocolId?}` (the part after /chats/); null when it names no queue. */
export function parseChatPath(rest: string): ChatView | null {
  const segments = rest.split('/').filter(Boolean);
  const [first, ...others] = segments;
  const support = isSupport(first) ? first : null;
  const [queue, id, ...extra] = support ? others : segments;
  const known = queuesOf(support).find((name) => name === queue);
  if (!known || extra.length > 0) return null;
  const protocolId = protocolIdOf(id);
  if (protocolId === undefined) return null;
  return { support, queue: known, protocolId };
}

export function chatPath(view: ChatView): string {
  const support = view.support ? `/${view.support}` : '';
  const protocol = view.protocolId ? `/${view.protocolId}` : '';
  return `${chatsPath}${support}/${view.queue}${protocol}`;
}

/** Operators start in their own conversations; supervisors in the waiting queue. */
export function defaultChatView(role: number): ChatView {
  return { support: 'humano', queue: seesOnlyOwnProtocols(role) ? 'atendimento' : 'fila', protocolId: null };
}

/** Where a protocol of this support and status is listed, for going to it after an action. */
export function queueOfProtocol(protocol: { support: number; status: number }): ChatView | null {
  for (const support of chatSupports) {
    const queues: Record<string, { support: number; statuses: readonly number[] }> = chatQueues[support];
    for (const queue of queuesOf(support)) {
      const definition = queues[queue];
      if (definition?.support === protocol.support && definition.statuses.includes(protocol.status)) {
        return { support, queue, protocolId: null };
      }
    }
  }
  return null;
}

const sameStatuses = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((status) => b.includes(status));

/**
 * The domain list that keeps a queue: the one with exactly its statuses, else the smallest that
 * holds them all (the queue 'fila' is waiting only, the domain's WAITING list also holds 2 and 3).
 */
function listOf(statuses: readonly number[]): ProtocolListName {
  const lists = Object.entries(protocolLists) as [ProtocolListName, readonly number[]][];
  const exact = lists.find(([, members]) => sameStatuses(members, statuses));
  if (exact) return exact[0];
  const holders = lists
    .filter(([, members]) => statuses.every((status) => members.includes(status)))
    .sort(([, a], [, b]) => a.length - b.length);
  const holder = holders[0];
  if (!holder) throw new Error(`No protocol list holds statuses ${statuses.join(',')}`);
  return holder[0];
}

export function queueDefinition(view: Pick<ChatView, 'support' | 'queue'>): QueueDefinition {
  if (view.support) {
    const queues: Record<string, { support: Support; statuses: readonly number[] }> = chatQueues[view.support];
    const queue = queues[view.queue];
    if (!queue) throw new Error(`Unknown queue ${view.support}/${view.queue}`);
    return { support: queue.support, statuses: queue.statuses, list: listOf(queue.statuses) };
  }
  const statuses: readonly number[] | undefined = (anySupportQueues as Record<string, readonly number[]>)[view.queue];
  if (!statuses) throw new Error(`Unknown queue ${view.queue}`);
  return { support: null, statuses, list: listOf(statuses) };
}
