import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
});
afterAll(() => t.close());

describe('departments in the settings', () => {
  it('carry the spec fields: WhatsApp, bot, e-mail and marketing e-mail', async () => {
    const whatsapp = (
      await t.request({
        method: 'POST',
        url: '/api/v1/settings/whatsapp',
        token: admin,
        payload: { description: 'Vendas', settings: { phone: '11987650000' } },
      })
    ).json();
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/settings/department',
      token: admin,
      payload: {
        name: 'Vendas',
        whatsappId: whatsapp.id,
        email: 'Vendas@Demo.com.br',
        marketingEmail: 'mkt@demo.com.br',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Vendas',
      whatsappId: whatsapp.id,
      botId: null,
      email: 'vendas@demo.com.br',
      marketingEmail: 'mkt@demo.com.br',
    });
    const wrongBot = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/department',
      token: admin,
      payload: { id: created.json().id, botId: whatsapp.id },
    });
    expect(wrongBot.statusCode).toBe(400);
    expect(wrongBot.json().error.fields).toEqual({ botId: 'O valor do campo bot não é uma opção válida.' });
  });

  it('are listed with paging, search and the active filter, and toggled', async () => {
    const page = (await t.request({ method: 'GET', url: '/api/v1/settings/department?limit=2', token: admin })).json();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(4);
    const [vendas] = (
      await t.request({ method: 'GET', url: '/api/v1/settings/department?search=vend', token: admin })
    ).json().items;
    const off = await t.request({
      method: 'PUT',
      url: `/api/v1/settings/department/${vendas.id}/active`,
      token: admin,
      payload: { active: false },
    });
    expect(off.json().active).toBe(false);
    const inactive = (
      await t.request({ method: 'GET', url: '/api/v1/settings/department?active=false', token: admin })
    ).json();
    expect(inactive.items.map((item: { name: string }) => item.name)).toEqual(['Vendas']);
    const operator = (await t.login('operador1@demo.com.br')).token;
    expect((await t.request({ method: 'GET', url: '/api/v1/settings/department', token: operator })).statusCode).toBe(
      403,
    );
  });
});
