import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, createTestApp, demoPassword, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/api/v1/authentication/login', payload, headers });

describe('POST /api/v1/authentication/login', () => {
  it('returns a token and the user with the spec wire names', async () => {
    const response = await login({ email: 'Admin@Demo.com.br', password: demoPassword });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json();
    expect(user).toMatchObject({
      email: 'admin@demo.com.br',
      role: 99,
      theme: 'light',
      language: 'pt-BR',
      department: expect.any(Array),
      company: { name: 'Demo Atendimento', requireTwoFactor: false },
    });
    expect(user).toHaveProperty('ramal');
    expect(user).toHaveProperty('ramal_status');
    expect(user).toHaveProperty('distribuition');
    expect(claimsOf(token)).toMatchObject({ needTwoFactorAuthentication: false, twoFactorAuthenticated: false });
  });

  it('gives the role of each demo profile', async () => {
    const roles: Record<string, number> = {
      'operador1@demo.com.br': 1,
      'operadorn2@demo.com.br': 2,
      'backoffice@demo.com.br': 3,
      'monitor@demo.com.br': 5,
      'dashboard@demo.com.br': 6,
      'supervisor@demo.com.br': 7,
      'marketing@demo.com.br': 8,
    };
    for (const [email, role] of Object.entries(roles)) {
      expect((await t.login(email)).user).toMatchObject({ role });
    }
  });

  it('answers a wrong password and an unknown e-mail with the same translated 401', async () => {
    const wrong = await login({ email: 'supervisor@demo.com.br', password: 'Errada@2026' });
    const unknown = await login({ email: 'ninguem@demo.com.br', password: 'Errada@2026' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'invalid_credentials', message: 'E-mail ou senha incorretos.' } });
    expect(unknown.json()).toEqual(wrong.json());
    const spanish = await login(
      { email: 'supervisor@demo.com.br', password: 'Errada@2026' },
      { 'accept-language': 'es-MX' },
    );
    expect(spanish.json().error.message).toBe('Correo electrónico o contraseña incorrectos.');
  });

  it('names each invalid field', async () => {
    const response = await login({ email: 'not-an-email', stayConnected: 'yes', role: 99 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation',
      message: 'Dados inválidos. Verifique os campos indicados.',
      fields: {
        email: 'Informe um e-mail válido.',
        password: 'O campo senha é obrigatório.',
        stayConnected: 'O campo manter conectado tem um tipo inválido.',
        role: 'O campo perfil não é aceito.',
      },
    });
  });

  it('limits failed attempts per account with a translated 429, even for the right password', async () => {
    const email = 'marketing@demo.com.br';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ email, password: 'Errada@2026' })).statusCode).toBe(401);
    }
    const blocked = await login({ email, password: demoPassword }, { 'accept-language': 'es-AR' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_attempts');
    expect(blocked.json().error.message).toMatch(/^Demasiados intentos de ingreso. Probá de nuevo en \d+ minuto/);
  });

  it('limits failed attempts per client address across accounts', async () => {
    const address = '203.0.113.9';
    let last = 0;
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/authentication/login',
        remoteAddress: address,
        payload: { email: `nobody${attempt}@example.com`, password: 'Errada@2026' },
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
    const other = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/login',
      remoteAddress: '203.0.113.10',
      payload: { email: 'dashboard@demo.com.br', password: demoPassword },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('session', () => {
  it('GET /me answers the signed-in user; without a token it is 401', async () => {
    const { token } = await t.login('operador1@demo.com.br');
    const me = await t.request({ method: 'GET', url: '/api/v1/authentication/me', token });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'operador1@demo.com.br', role: 1 });
    const anonymous = await t.request({ method: 'GET', url: '/api/v1/authentication/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('unauthenticated');
  });

  it('refuses a forged or tampered token', async () => {
    const { token } = await t.login('operador1@demo.com.br');
    const [header, , signature] = token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '1', cid: 1, jti: 'x' })).toString('base64url')}.${signature}`;
    expect((await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: forged })).statusCode).toBe(401);
  });

  it('logout revokes the token: using it again gives 401', async () => {
    const { token } = await t.login('operador2@demo.com.br');
    const out = await t.request({ method: 'GET', url: '/api/v1/authentication/logout', token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await t.request({ method: 'GET', url: '/api/v1/authentication/me', token })).statusCode).toBe(401);
  });

  it('a "stay connected" session outlives a normal one by days', async () => {
    const normal = await login({ email: 'monitor@demo.com.br', password: demoPassword });
    const kept = await login({ email: 'monitor@demo.com.br', password: demoPassword, stayConnected: true });
    const expiry = (response: typeof normal) => Number(claimsOf(response.json().token).exp);
    expect(expiry(kept) - expiry(normal)).toBeGreaterThan(7 * 24 * 3600);
  });
});
