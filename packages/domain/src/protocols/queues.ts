import { protocolStatuses as s, supports } from './status';

/**
 * The queues of the chat route /chats/{support}/{queue}/{protocolId} (spec §2), each as the
 * support and statuses it shows. 'bot' and 'humano' are the spec's route segments.
 */
export const chatQueues = {
  bot: {
    aberto: { support: supports.bot, statuses: [s.waiting, s.awaitingCustomer, s.awaitingOperator] },
    fechado: { support: supports.bot, statuses: [s.closed] },
    pesquisa: { support: supports.bot, statuses: [s.nps] },
    flow: { support: supports.bot, statuses: [s.flow] },
  },
  humano: {
    fila: { support: supports.human, statuses: [s.waiting] },
    atendimento: { support: supports.human, statuses: [s.awaitingOperator] },
    retorno_cliente: { support: supports.human, statuses: [s.awaitingCustomer] },
    ligacao: { support: supports.human, statuses: [s.videoVoiceRunning] },
    ligacao_fila: { support: supports.human, statuses: [s.videoVoiceQueue] },
    pesquisa: { support: supports.human, statuses: [s.nps] },
    livestream: { support: supports.human, statuses: [s.liveStream] },
    flow: { support: supports.human, statuses: [s.flow] },
    grupo: { support: supports.human, statuses: [s.group] },
    fechado: { support: supports.human, statuses: [s.closed] },
  },
} as const;

export type ChatSupport = keyof typeof chatQueues;
export type ChatQueue<S extends ChatSupport> = keyof (typeof chatQueues)[S];
export type QueueCounts = { [S in ChatSupport]: Record<ChatQueue<S>, number> };

/** Folds counts by (support, status) into the counts of every chat queue. */
export function foldQueueCounts(rows: { support: number; status: number; count: number }[]): QueueCounts {
  const count = (support: number, statuses: readonly number[]) =>
    rows
      .filter((row) => row.support === support && statuses.includes(row.status))
      .reduce((total, row) => total + row.count, 0);
  const fold = <Q extends Record<string, { support: number; statuses: readonly number[] }>>(queues: Q) =>
    Object.fromEntries(
      Object.entries(queues).map(([name, queue]) => [name, count(queue.support, queue.statuses)]),
    ) as Record<keyof Q, number>;
  return { bot: fold(chatQueues.bot), humano: fold(chatQueues.humano) };
}
