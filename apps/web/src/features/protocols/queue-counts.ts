import { chatQueues, type ChatSupport, type QueueCounts } from '@contact/domain/protocols';
import { anySupportQueues } from './chat-routes';

/**
 * The count of a menu entry. A queue without a support segment counts both supports: every
 * queue of either support whose statuses it holds.
 */
export function queueCount(counts: QueueCounts | undefined, support: ChatSupport | null, queue: string): number | null {
  if (!counts) return null;
  if (support) return (counts[support] as Record<string, number>)[queue] ?? 0;
  const statuses: readonly number[] = (anySupportQueues as Record<string, readonly number[]>)[queue] ?? [];
  let total = 0;
  for (const side of Object.keys(chatQueues) as ChatSupport[]) {
    const queues: Record<string, { statuses: readonly number[] }> = chatQueues[side];
    for (const [name, definition] of Object.entries(queues)) {
      if (definition.statuses.every((status) => statuses.includes(status))) {
        total += (counts[side] as Record<string, number>)[name] ?? 0;
      }
    }
  }
  return total;
}
