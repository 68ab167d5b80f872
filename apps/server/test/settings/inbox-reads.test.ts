import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
let operator: string;
let supervisor: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  // Otávio works in Atendimento only.
  operator = (await t.login('operador1@demo.com.br')).token;
  supervisor = (await t.login('supervisor@demo.com.br')).token;
});
afterAll(() => t.close());

const names = async (url: string, token: string, key = 'description') =>
  ((await t.request({ method: 'GET', url, token })).json().items as Record<string, string>[]).map((item) => item[key]);

describe('what an operator reads (only what the inbox uses, of their departments)', () => {
  it('sees tabulations of every department or of theirs, never of another', async () => {
    const mine = await names('/api/v1/settings/tabulation?limit=1000', operator);
    expect(mine).toContain('Dúvida esclarecida');
    expect(mine).not.toContain('Problema técnico encaminhado');
    expect(mine).not.toContain('Acordo de pagamento fechado');
    const all = await names('/api/v1/settings/tabulation?limit=1000', supervisor);
    expect(all).toEqual(expect.arrayContaining(['Problema técnico encaminhado', 'Acordo de pagamento fechado']));
    const [technical] = (
      await t.request({ method: 'GET', url: '/api/v1/settings/tabulation?search=técnico', token: admin })
    ).json().items;
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/settings/tabulation/${technical.id}`, token: operator }))
        .statusCode,
    ).toBe(404);
  });

  it('sees the FAQs of their departments as quick answers', async () => {
    const faqs = (await t.request({ method: 'GET', url: '/api/v1/answer/faqs', token: operator })).json();
    expect(faqs.map((faq: { tag: string }) => faq.tag)).toEqual(['/horario']);
  });

  it('reads breaks and tags, by id too (GET /break/id/{id})', async () => {
    expect(await names('/api/v1/settings/break', operator)).toEqual(
      expect.arrayContaining(['Almoço', 'Café', 'Banheiro']),
    );
    expect(await names('/api/v1/settings/tag', operator, 'name')).toEqual(
      expect.arrayContaining(['VIP', 'Reclamação']),
    );
    const [lunch] = (
      await t.request({ method: 'GET', url: '/api/v1/settings/break?search=Almo', token: operator })
    ).json().items;
    const byId = await t.request({ method: 'GET', url: `/api/v1/settings/break/id/${lunch.id}`, token: operator });
    expect(byId.json()).toMatchObject({
      description: 'Almoço',
      time: 60,
      obligatory: true,
      blocksScreen: true,
      preBreak: false,
    });
  });

  it('may not read supervision or administration settings', async () => {
    for (const path of ['sla', 'schedule', 'distribuition', 'whatsapp', 'sms', 'watson', 'slack', 'database']) {
      const response = await t.request({ method: 'GET', url: `/api/v1/settings/${path}`, token: operator });
      expect(response.statusCode, path).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/v1/settings/users', token: operator })).statusCode).toBe(403);
  });
});

describe('the demo company is explorable', () => {
  it('has breaks, tabulations with a CPC one, tags, FAQs, blocked words, SLAs, a schedule, distribution and a widget', async () => {
    const count = async (path: string) =>
      (await t.request({ method: 'GET', url: `/api/v1/settings/${path}`, token: admin })).json().total as number;
    expect(await count('break')).toBeGreaterThanOrEqual(3);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/settings/tabulation?limit=100', token: admin })).json().items,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ cpc: true })]));
    for (const path of ['tag', 'faq', 'blockedword', 'schedule', 'distribuition', 'widget']) {
      expect(await count(path), path).toBeGreaterThan(0);
    }
    expect(await count('sla')).toBe(2);
    const [widget] = (await t.request({ method: 'GET', url: '/api/v1/settings/widget', token: admin })).json().items;
    expect(widget.publicKey).toMatch(/^[\w-]{24}$/);
  });
});
