import { describe, expect, it } from 'vitest';
import { activeMenuPath, mainMenu } from './menu';

describe('main menu', () => {
  it('lists the modules of spec backoffice §2 in their order', () => {
    expect(mainMenu.map((entry) => entry.path)).toEqual([
      '/workflow',
      '/cadastros',
      '/chats',
      '/crm-templates',
      '/dashboard',
      '/analytics',
      '/mailing',
      '/configuracoes',
      '/smart-flow',
    ]);
  });

  it('labels every entry with its own translation key', () => {
    expect(new Set(mainMenu.map((entry) => entry.label)).size).toBe(mainMenu.length);
  });

  it('offers the chats, CRM templates and settings now and the other modules as not available yet', () => {
    expect(mainMenu.filter((entry) => entry.available).map((entry) => entry.path)).toEqual([
      '/chats',
      '/crm-templates',
      '/configuracoes',
    ]);
  });

  it('knows the entry of an address: its own path or a page under it, not a path that only starts alike', () => {
    expect(activeMenuPath('/chats')).toBe('/chats');
    expect(activeMenuPath('/chats/humano/fila/12')).toBe('/chats');
    expect(activeMenuPath('/configuracoes/usuarios')).toBe('/configuracoes');
    expect(activeMenuPath('/chatsx')).toBeNull();
    expect(activeMenuPath('/')).toBeNull();
  });
});
