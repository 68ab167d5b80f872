import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('operador2@demo.com.br')).token;
});
afterAll(() => t.close());

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('notification preferences (spec §9 types)', () => {
  const me = async () => (await t.request({ method: 'GET', url: '/api/v1/authentication/me', token })).json();

  it('start with every notice on but CPC, and change only the ones sent', async () => {
    expect((await me()).notifications).toEqual({
      popup: true,
      sound: true,
      slaBreach: true,
      newProtocolMessages: true,
      newTicketMessages: true,
      transfer: true,
      showCpc: false,
    });
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token,
      payload: { notifications: { sound: false, showCpc: true } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().notifications).toMatchObject({ popup: true, sound: false, showCpc: true });
    await t.request({ method: 'PUT', url: '/api/v1/profile', token, payload: { notifications: { popup: false } } });
    expect((await me()).notifications).toMatchObject({ popup: false, sound: false, showCpc: true, transfer: true });
  });

  it('refuses an unknown preference or a value that is not true or false', async () => {
    for (const notifications of [{ vibrate: true }, { sound: 'yes' }]) {
      const response = await t.request({ method: 'PUT', url: '/api/v1/profile', token, payload: { notifications } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation');
    }
  });

  it('are the reader’s own: another user keeps the defaults', async () => {
    const other = (await t.login('operador1@demo.com.br')).token;
    const theirs = (await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: other })).json();
    expect(theirs.notifications).toMatchObject({ popup: true, sound: true });
  });
});

describe('PUT /api/v1/profile', () => {
  it('saves appearance, language, phone and signature, and /me keeps them', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token,
      payload: {
        theme: 'dark',
        fontSize: 'large',
        language: 'es-MX',
        phone: '(11) 98765-4321',
        emailSignature: 'Olívia\nDemo',
      },
    });
    expect(response.statusCode).toBe(200);
    const me = (await t.request({ method: 'GET', url: '/api/v1/authentication/me', token })).json();
    expect(me).toMatchObject({
      theme: 'dark',
      fontSize: 'large',
      language: 'es-MX',
      phone: '11987654321',
      emailSignature: 'Olívia\nDemo',
    });
  });

  it('refuses values outside the catalogues, naming the fields', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token,
      payload: { theme: 'blue', language: 'fr-FR', name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['language', 'name', 'theme']);
  });

  it('cannot change its own role or e-mail', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token,
      payload: { role: 99, email: 'x@y.com' },
    });
    expect(response.statusCode).toBe(400);
    const me = (await t.request({ method: 'GET', url: '/api/v1/authentication/me', token })).json();
    expect(me.role).toBe(1);
  });
});

describe('PUT /api/v1/profile/photo', () => {
  it('stores a PNG and serves it at the user photo URL', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/profile/photo',
      token,
      ...multipart({}, { field: 'photo', name: 'me.png', type: 'image/png', content: png }),
    });
    expect(response.statusCode).toBe(200);
    const { photoUrl } = response.json();
    expect(photoUrl).toMatch(/^\/api\/v1\/files\/[\w-]+\.png$/);
    const file = await t.request({ method: 'GET', url: photoUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a file that is not an image, even when it claims to be', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/profile/photo',
      token,
      ...multipart(
        {},
        { field: 'photo', name: 'me.png', type: 'image/png', content: Buffer.from('<script>alert(1)</script>') },
      ),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.photo).toContain('PNG, JPEG, WebP');
  });

  it('refuses a request without the photo field, or without multipart', async () => {
    const wrongField = await t.request({
      method: 'PUT',
      url: '/api/v1/profile/photo',
      token,
      ...multipart({}, { field: 'file', name: 'me.png', type: 'image/png', content: png }),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toHaveProperty('photo');
    const json = await t.request({ method: 'PUT', url: '/api/v1/profile/photo', token, payload: { photo: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a photo over 2 MiB with a 413', async () => {
    const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(2 * 1024 * 1024 + 100)]);
    const response = await t.request({
      method: 'PUT',
      url: '/api/v1/profile/photo',
      token,
      ...multipart({}, { field: 'photo', name: 'big.png', type: 'image/png', content: big }),
    });
    expect(response.statusCode).toBe(413);
    // The first test switched this user to es-MX.
    expect(response.json().error.message).toBe('La petición supera el tamaño máximo de 2 MiB.');
  });

  it('an unknown file key is a 404', async () => {
    expect((await t.request({ method: 'GET', url: '/api/v1/files/aaaaaaaaaaaaaaaaaaaaaa.png' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/v1/files/..%2F..%2Fsecret.key' })).statusCode).toBe(404);
  });
});
