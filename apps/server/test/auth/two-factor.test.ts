import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, createTestApp, type TestApp } from '../helpers/app';
import { codeFor, turnOnTwoFactor } from '../helpers/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('two-factor authentication', () => {
  it('setup returns a secret, an otpauth URL and a QR code', async () => {
    const { token } = await t.login('backoffice@demo.com.br');
    const response = await t.request({ method: 'POST', url: '/api/v1/authentication/2fa/setup', token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toContain(`secret=${body.secret}`);
    expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
  });

  it('verifying the first code turns it on and returns a new token; the old one is revoked', async () => {
    const { session, replacedToken: oldToken } = await turnOnTwoFactor(t, 'supervisor@demo.com.br');
    expect(session.user.twoFactorEnabled).toBe(true);
    expect(claimsOf(session.token)).toMatchObject({ needTwoFactorAuthentication: true, twoFactorAuthenticated: true });
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: session.token })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: oldToken })).statusCode).toBe(
      401,
    );
  });

  it('after sign-in every other call is refused until the code is given', async () => {
    const { secret } = await turnOnTwoFactor(t, 'monitor@demo.com.br');
    const { token } = await t.login('monitor@demo.com.br');
    expect(claimsOf(token)).toMatchObject({ needTwoFactorAuthentication: true, twoFactorAuthenticated: false });

    const blocked = await t.request({ method: 'GET', url: '/api/v1/authentication/me', token });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().error).toEqual({
      code: 'two_factor_required',
      message: 'Autenticação de dois fatores necessária',
    });
    const departments = await t.request({ method: 'GET', url: '/api/v1/answer/departments', token });
    expect(departments.statusCode).toBe(401);

    const wrong = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/2fa/verify',
      token,
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe('Código de verificação inválido ou expirado.');

    const malformed = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/2fa/verify',
      token,
      payload: { code: '12ab' },
    });
    expect(malformed.json().error.fields.code).toBe('O código deve ter 6 dígitos.');

    const code = codeFor(secret, 1);
    const passed = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/2fa/verify',
      token,
      payload: { code },
    });
    expect(passed.statusCode).toBe(200);
    const fullToken = passed.json().token as string;
    expect((await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: fullToken })).statusCode).toBe(
      200,
    );

    const { token: another } = await t.login('monitor@demo.com.br');
    const replay = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/2fa/verify',
      token: another,
      payload: { code },
    });
    expect(replay.statusCode).toBe(400);
  });

  it('limits wrong codes', async () => {
    await turnOnTwoFactor(t, 'dashboard@demo.com.br');
    const { token } = await t.login('dashboard@demo.com.br');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/v1/authentication/2fa/verify',
        token,
        payload: { code: '000000' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('a company can require two-factor for everyone: users without it must set it up', async () => {
    const admin = await t.login('admin@outra.com.br');
    const update = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/company',
      token: admin.token,
      payload: { requireTwoFactor: true },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ requireTwoFactor: true });

    // The administrator's own open session now needs the second factor too.
    const me = await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: admin.token });
    expect(me.json().error.code).toBe('two_factor_required');

    const { token, user } = await t.login('admin@outra.com.br');
    expect(user.twoFactorEnabled).toBe(false);
    expect(claimsOf(token)).toMatchObject({ needTwoFactorAuthentication: true, twoFactorAuthenticated: false });
    const setup = await t.request({ method: 'POST', url: '/api/v1/authentication/2fa/setup', token });
    expect(setup.statusCode).toBe(200);
    const verified = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/2fa/verify',
      token,
      payload: { code: codeFor(setup.json().secret) },
    });
    expect(verified.statusCode).toBe(200);
    const full = verified.json().token as string;

    const disable = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/2fa/disable',
      token: full,
      payload: { code: codeFor(setup.json().secret, 1) },
    });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().error.message).toBe(
      'Sua empresa exige autenticação de dois fatores; ela não pode ser desativada.',
    );
  });

  it('a user can turn it off with a current code', async () => {
    const { secret, session } = await turnOnTwoFactor(t, 'operador2@demo.com.br');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/2fa/disable',
      token: session.token,
      payload: { code: codeFor(secret, 1) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().twoFactorEnabled).toBe(false);
    const { token } = await t.login('operador2@demo.com.br');
    expect(claimsOf(token).needTwoFactorAuthentication).toBe(false);
  });

  it('verify without a setup in progress is a conflict', async () => {
    const { token } = await t.login('operadorn2@demo.com.br');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/2fa/verify',
      token,
      payload: { code: '123456' },
    });
    expect(response.statusCode).toBe(409);
  });
});
