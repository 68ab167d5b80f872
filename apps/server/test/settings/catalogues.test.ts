import { recordSections } from '@contact/domain/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('operador1@demo.com.br')).token;
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url, token });

describe('catalogues the forms choose from', () => {
  it('lists the channels with the spec ids, and one by id', async () => {
    const channels = (await get('/api/v1/settings/channels')).json();
    expect(channels).toHaveLength(17);
    expect(channels[1]).toEqual({ id: 2, name: 'whatsapp', label: 'WhatsApp' });
    expect((await get('/api/v1/settings/channels/4')).json()).toEqual({ id: 4, name: 'email', label: 'E-mail' });
    expect((await get('/api/v1/settings/channels/99')).statusCode).toBe(404);
  });

  it('lists the time zones with their offsets, and the profiles', async () => {
    const zones = (await get('/api/v1/settings/utc')).json();
    expect(zones).toContainEqual({ id: 'America/Sao_Paulo', offset: '-03:00' });
    expect(zones).toContainEqual({ id: 'UTC', offset: '+00:00' });
    const profiles = (await get('/api/v1/settings/profiles')).json();
    expect(profiles).toContainEqual({ id: 99, name: 'administrator', label: 'Administrador' });
    expect(profiles).toHaveLength(8);
  });

  it('are in the OpenAPI document, with every settings section', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    const openApi = (path: string) => path.replace(/:(\w+)/g, '{$1}');
    for (const section of recordSections) {
      expect(paths, section.key).toEqual(
        expect.arrayContaining([
          openApi(section.path),
          openApi(`${section.path}/:id`),
          openApi(`${section.path}/:id/active`),
        ]),
      );
    }
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/settings/unit_of_time', '/api/v1/answer/blokedword']));
  });
});
