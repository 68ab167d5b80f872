import { describe, expect, it } from 'vitest';
import { chatPath, defaultChatView, parseChatPath, queueDefinition, queueOfProtocol, queuesOf } from './chat-routes';

describe('chat route /chats/{support}/{queue}/{protocolId} (spec §2)', () => {
  it('reads the support, the queue and the open protocol', () => {
    expect(parseChatPath('humano/fila')).toEqual({ support: 'humano', queue: 'fila', protocolId: null });
    expect(parseChatPath('bot/aberto/42')).toEqual({ support: 'bot', queue: 'aberto', protocolId: 42 });
    expect(parseChatPath('humano/retorno_cliente/7/')).toEqual({
      support: 'humano',
      queue: 'retorno_cliente',
      protocolId: 7,
    });
  });

  it('without a support segment offers aberto, fechado, pesquisa and flow', () => {
    expect(queuesOf(null)).toEqual(['aberto', 'fechado', 'pesquisa', 'flow']);
    expect(parseChatPath('fechado/9')).toEqual({ support: null, queue: 'fechado', protocolId: 9 });
    expect(parseChatPath('fila')).toBeNull();
  });

  it('names every queue of each support in the spec order', () => {
    expect(queuesOf('bot')).toEqual(['aberto', 'fechado', 'pesquisa', 'flow']);
    expect(queuesOf('humano')).toEqual([
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

  it('refuses unknown queues, bad ids and extra segments', () => {
    expect(parseChatPath('')).toBeNull();
    expect(parseChatPath('bot/fila')).toBeNull();
    expect(parseChatPath('humano/fila/abc')).toBeNull();
    expect(parseChatPath('humano/fila/0')).toBeNull();
    expect(parseChatPath('humano/fila/1/2')).toBeNull();
  });

  it('adds the protocol as the fourth segment and removes it again', () => {
    const view = { support: 'humano', queue: 'atendimento', protocolId: 15 } as const;
    expect(chatPath(view)).toBe('/chats/humano/atendimento/15');
    expect(chatPath({ ...view, protocolId: null })).toBe('/chats/humano/atendimento');
    expect(chatPath({ support: null, queue: 'aberto', protocolId: 3 })).toBe('/chats/aberto/3');
  });

  it('starts operators in their conversations and supervisors in the queue', () => {
    expect(chatPath(defaultChatView(1))).toBe('/chats/humano/atendimento');
    expect(chatPath(defaultChatView(7))).toBe('/chats/humano/fila');
  });

  it('keeps each queue by the domain list with its statuses', () => {
    expect(queueDefinition({ support: 'humano', queue: 'atendimento' })).toEqual({
      support: 2,
      statuses: [3],
      list: 'AWAITING_OPERATOR',
    });
    expect(queueDefinition({ support: 'humano', queue: 'fila' })).toEqual({
      support: 2,
      statuses: [1],
      list: 'WAITING',
    });
    expect(queueDefinition({ support: 'bot', queue: 'fechado' })).toEqual({
      support: 1,
      statuses: [4],
      list: 'CLOSED',
    });
    expect(queueDefinition({ support: null, queue: 'aberto' })).toEqual({
      support: null,
      statuses: [1, 2, 3],
      list: 'WAITING',
    });
  });

  it('finds the queue a protocol is in', () => {
    expect(queueOfProtocol({ support: 2, status: 3 })).toEqual({
      support: 'humano',
      queue: 'atendimento',
      protocolId: null,
    });
    expect(queueOfProtocol({ support: 1, status: 2 })).toEqual({ support: 'bot', queue: 'aberto', protocolId: null });
  });
});
