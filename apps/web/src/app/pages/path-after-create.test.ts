import { describe, expect, it } from 'vitest';
import { protocolWith } from '../../test/protocols';
import { pathAfterCreate } from './path-after-create';

describe('where the wizard goes after creating', () => {
  it('with AI on, to the bot’s open queue (spec §4)', () => {
    expect(pathAfterCreate(protocolWith({ id: 9, support: 1, status: 1 }), true)).toBe('/chats/bot/aberto');
  });

  it('otherwise to the new protocol in its queue', () => {
    expect(pathAfterCreate(protocolWith({ id: 9, support: 2, status: 2 }), false)).toBe(
      '/chats/humano/retorno_cliente/9',
    );
  });
});
