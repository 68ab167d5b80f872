import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  operator = (await t.login('operador1@demo.com.br')).token;
  for (let index = 0; index < 120; index += 1) {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/blockedword',
      token: admin,
      payload: { word: `palavra${String(index).padStart(3, '0')}` },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  }
});
afterAll(() => t.close());

const get = (url: string, token = admin) => t.request({ method: 'GET', url, token });

describe('blocked words (spec §7, §9)', () => {
  it('page by 50 with limit and offset, in order, with the total', async () => {
    const first = (await get('/api/v1/settings/blockedword?limit=50&offset=0')).json();
    const third = (await get('/api/v1/settings/blockedword?limit=50&offset=100')).json();
    // 120 words here and 4 from the demo seed.
    expect(first.total).toBe(124);
    expect(first.items).toHaveLength(50);
    expect(third.items).toHaveLength(24);
    const all = [
      ...first.items,
      ...(await get('/api/v1/settings/blockedword?limit=50&offset=50')).json().items,
      ...third.items,
    ];
    expect(new Set(all.map((item: { id: number }) => item.id)).size).toBe(124);
    expect(all.map((item: { word: string }) => item.word)).toEqual(
      [...all.map((item: { word: string }) => item.word)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('come all at once with limit=1000, and page by page number too', async () => {
    expect((await get('/api/v1/settings/blockedword?limit=1000')).json().items).toHaveLength(124);
    const page = (await get('/api/v1/settings/blockedword?limit=50&page=3')).json();
    expect(page.offset).toBe(100);
    expect((await get('/api/v1/settings/blockedword?limit=1001')).statusCode).toBe(400);
  });

  it('are searched, and a word already there is refused whatever its case', async () => {
    const found = (await get('/api/v1/settings/blockedword?search=PALAVRA11')).json();
    expect(found.items.map((item: { word: string }) => item.word)).toEqual(
      Array.from({ length: 10 }, (_, index) => `palavra11${index}`),
    );
    const duplicate = await t.request({
      method: 'POST',
      url: '/api/v1/settings/blockedword',
      token: admin,
      payload: { word: 'Palavra001' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toEqual({
      code: 'conflict',
      message: 'Já existe um cadastro com estes dados.',
      fields: { word: 'Já existe um cadastro com este valor de palavra.' },
    });
  });

  it('are read by the inbox from /answer/blokedword and the config bundle, active only', async () => {
    const [one] = (await get('/api/v1/settings/blockedword?search=palavra000')).json().items;
    await t.request({
      method: 'PUT',
      url: `/api/v1/settings/blockedword/${one.id}/active`,
      token: admin,
      payload: { active: false },
    });
    const words = (await get('/api/v1/answer/blokedword', operator)).json().map((item: { word: string }) => item.word);
    expect(words).toHaveLength(123);
    expect(words).not.toContain('palavra000');
    const bundle = (await get('/api/v1/answer/config', operator)).json();
    expect(Object.keys(bundle).sort()).toEqual(['blockedWord', 'department', 'faq', 'roleFunction', 'user']);
    expect(bundle.blockedWord).toHaveLength(123);
  });
});
