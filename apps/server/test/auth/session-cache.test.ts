import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, type TestApp } from '../helpers/app';

// Each process keeps verified sessions for a few seconds (platform/auth/session-cache.ts):
// whatever ends or changes a session must still take effect at the very next request.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
});
afterAll(() => t.close());

const me = (token: string) => t.request({ method: 'GET', url: '/api/v1/authentication/me', token });

describe('sessions verified a moment ago', () => {
  it('refuses a signed-out token at the next request', async () => {
    const { token } = await t.login('operador1@demo.com.br');
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(200);
    const logout = await t.request({ method: 'GET', url: '/api/v1/authentication/logout', token });
    expect(logout.statusCode).toBe(200);
    expect((await me(token)).json().error.code).toBe('unauthenticated');
  });

  it('refuses the other sessions of a user who changed their password', async () => {
    const other = await t.login('backoffice@demo.com.br');
    const current = await t.login('backoffice@demo.com.br');
    expect((await me(other.token)).statusCode).toBe(200);
    const change = await t.request({
      method: 'PUT',
      url: '/api/v1/authentication/password',
      token: current.token,
      payload: { currentPassword: demoPassword, password: 'NovaSenha2026', repeatPassword: 'NovaSenha2026' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await me(other.token)).statusCode).toBe(401);
    expect((await me(current.token)).statusCode).toBe(200);
  });

  it('refuses a user deactivated by an administrator at once', async () => {
    const { token, user } = await t.login('monitor@demo.com.br');
    expect((await me(token)).statusCode).toBe(200);
    const toggle = await t.request({
      method: 'PUT',
      url: `/api/v1/settings/users/${user.id}/active`,
      token: admin,
      payload: { active: false },
    });
    expect(toggle.statusCode, toggle.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('applies a role changed by an administrator at the next request', async () => {
    const { token, user } = await t.login('operadorn2@demo.com.br');
    const readUsers = () => t.request({ method: 'GET', url: '/api/v1/settings/users', token });
    expect((await readUsers()).statusCode).toBe(403);
    const update = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/users',
      token: admin,
      payload: { id: user.id, role: 99 },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await readUsers()).statusCode).toBe(200);
  });

  it('answers in the language the user just chose', async () => {
    const { token } = await t.login('dashboard@demo.com.br');
    const refused = () =>
      t.request({ method: 'GET', url: '/api/v1/settings/users', token }).then((response) => response.json());
    const before = await refused();
    const update = await t.request({
      method: 'PUT',
      url: '/api/v1/profile',
      token,
      payload: { language: 'es-ES' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const after = await refused();
    expect(after.error.code).toBe(before.error.code);
    expect(after.error.message).not.toBe(before.error.message);
  });
});
