import { describe, expect, it } from 'vitest';
import { chatQueues, foldQueueCounts } from './queues';

describe('chat queues (spec §2)', () => {
  it('has the bot and human queues of the chat route', () => {
    expect(Object.keys(chatQueues.bot)).toEqual(['aberto', 'fechado', 'pesquisa', 'flow']);
    expect(Object.keys(chatQueues.humano)).toEqual([
      'fila',
      'atendimento',
      'retorno_cliente',
      'ligacao',
      'ligacao_fila',
      'pesquisa',
      'livestream',
      'flow',
      'grupo',
      'fechado',
    ]);
  });
  it('folds grouped counts into queue counts', () => {
    const counts = foldQueueCounts([
      { support: 1, status: 1, count: 2 },
      { support: 1, status: 3, count: 1 },
      { support: 2, status: 1, count: 5 },
      { support: 2, status: 3, count: 4 },
      { support: 2, status: 2, count: 3 },
      { support: 2, status: 4, count: 7 },
    ]);
    expect(counts.bot.aberto).toBe(3);
    expect(counts.humano).toMatchObject({ fila: 5, atendimento: 4, retorno_cliente: 3, fechado: 7, pesquisa: 0 });
  });
});
