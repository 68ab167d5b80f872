import { sectionByKey, type AnySection } from '@contact/domain/settings';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { inOneHour, jsonResponse, tokenWith } from '../../test/render';
import { sectionApi } from './section-api';

let calls: { url: string; method: string; body: unknown }[];
const section = (key: string) => sectionByKey(key) as AnySection;

beforeEach(() => {
  calls = [];
  setToken(tokenWith({ sub: '1', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      return jsonResponse(200, { items: [], total: 0, limit: 50, offset: 0 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('the calls of a settings section', () => {
  it('puts the id of a records section in the PUT body, as the spec shows', async () => {
    await sectionApi(section('sla')).update(4, { time: 10 });
    await sectionApi(section('sla')).toggle(4, false);
    expect(calls).toEqual([
      { url: '/api/v1/settings/sla', method: 'PUT', body: { id: 4, time: 10 } },
      { url: '/api/v1/settings/sla/4/active', method: 'PUT', body: { active: false } },
    ]);
  });

  it('reads and writes HSM templates under their WhatsApp account, the id in the path', async () => {
    const templates = sectionApi(section('whatsapp-hsm'), 3);
    await templates.list({ limit: 50, offset: 0 });
    await templates.create({ name: 'boas_vindas' });
    await templates.update(9, { text: 'Olá' });
    await templates.toggle(9, true);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v1/settings/whatsapp/3/hsm?limit=50&offset=0',
      'POST /api/v1/settings/whatsapp/3/hsm',
      'PUT /api/v1/settings/whatsapp/3/hsm/9',
      'PUT /api/v1/settings/whatsapp/3/hsm/9/active',
    ]);
  });

  it('sends users and departments to their own modules', async () => {
    await sectionApi(section('user')).list({ limit: 50, offset: 0, search: 'ana' });
    await sectionApi(section('department')).toggle(2, false);
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/v1/settings/users?limit=50&offset=0&search=ana',
      'PUT /api/v1/settings/department/2/active',
    ]);
  });

  it('sends a user with a photo as multipart: the JSON in a "data" part, the file beside it', async () => {
    const sent: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(init);
        return jsonResponse(200, {});
      }),
    );
    const photo = new File(['png'], 'ana.png', { type: 'image/png' });
    await sectionApi(section('user')).update(8, { name: 'Ana' }, { photo });
    await sectionApi(section('user')).create({ name: 'Bia' });
    const [multipart, json] = sent;
    const form = multipart?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(String(form.get('data')))).toEqual({ id: 8, name: 'Ana' });
    expect(form.get('photo')).toBe(photo);
    expect(new Headers(multipart?.headers).get('Content-Type')).toBeNull();
    expect(json?.body).toBe(JSON.stringify({ name: 'Bia' }));
  });
});
