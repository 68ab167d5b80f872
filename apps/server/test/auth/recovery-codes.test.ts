import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes } from '../../src/db/schema';
import { claimsOf, createTestApp, demoPassword, type TestApp } from '../helpers/app';
import { codeFor, turnOnTwoFactor } from '../helpers/two-factor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newCodes = (token: string, password = demoPassword) =>
  t.request({ method: 'POST', url: '/api/v1/authentication/2fa/recovery-codes', token, payload: { password } });

const recover = (token: string, recoveryCode: string) =>
  t.request({ method: 'POST', url: '/api/v1/authentication/2fa/recover', token, payload: { recoveryCode } });

const left = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/v1/authentication/2fa/recovery-codes', token })).json();

const me = (token: string) => t.request({ method: 'GET', url: '/api/v1/authentication/me', token });

describe('two-factor recovery codes', () => {
  it('gives 10 one-time codes, confirmed with the password, each signing in once without the app', async () => {
    const { token } = (await turnOnTwoFactor(t, 'operador1@demo.com.br')).session;
    const response = await newCodes(token);
    expect(response.statusCode).toBe(200);
    const { codes } = response.json<{ codes: string[] }>();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/);

    const pending = await t.login('operador1@demo.com.br');
    expect((await me(pending.token)).json().error.code).toBe('two_factor_required');
    // Typed as printed, in capitals and with spaces around: still the same code.
    const recovered = await recover(pending.token, ` ${codes[0]!.toUpperCase()} `);
    expect(recovered.statusCode).toBe(200);
    const session = recovered.json<{ token: string }>().token;
    expect(claimsOf(session)).toMatchObject({ twoFactorAuthenticated: true });
    expect((await me(session)).statusCode).toBe(200);
    expect((await me(pending.token)).statusCode).toBe(401);

    const again = await t.login('operador1@demo.com.br');
    const spent = await recover(again.token, codes[0]!);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().error.fields).toEqual({ recoveryCode: 'Código de recuperação inválido ou já usado.' });
    const last = await recover(again.token, codes[1]!);
    expect(last.statusCode).toBe(200);
    expect(await left(last.json<{ token: string }>().token)).toEqual({ left: 8, total: 10 });
    expect((await left((await t.login('operador1@demo.com.br')).token)).error.code).toBe('two_factor_required');
  });

  it('new codes replace the old ones', async () => {
    const { token } = (await turnOnTwoFactor(t, 'operador2@demo.com.br')).session;
    const first = (await newCodes(token)).json<{ codes: string[] }>().codes;
    expect(await left(token)).toEqual({ left: 10, total: 10 });
    const second = (await newCodes(token)).json<{ codes: string[] }>().codes;
    const pending = await t.login('operador2@demo.com.br');
    expect((await recover(pending.token, first[0]!)).statusCode).toBe(400);
    expect((await recover(pending.token, second[0]!)).statusCode).toBe(200);
  });

  it('refuses a wrong password, a badly written code, a user without two-factor, and a pending session', async () => {
    const { token } = (await turnOnTwoFactor(t, 'supervisor@demo.com.br')).session;
    const wrong = await newCodes(token, 'Errada@2026');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ password: expect.any(String) });

    const pending = await t.login('supervisor@demo.com.br');
    expect((await newCodes(pending.token)).statusCode).toBe(401);
    const malformed = await recover(pending.token, '123456');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({
      recoveryCode: 'O código de recuperação tem o formato xxxxx-xxxxx.',
    });

    const without = await t.login('monitor@demo.com.br');
    const notOn = await newCodes(without.token);
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().error.message).toBe('A autenticação de dois fatores não está ativa.');
    expect((await recover(without.token, 'abcde-fghjk')).statusCode).toBe(409);
    expect(await left(without.token)).toEqual({ left: 0, total: 0 });
  });

  it('counts wrong codes with the app’s: 5 in 15 minutes', async () => {
    const { token } = (await turnOnTwoFactor(t, 'backoffice@demo.com.br')).session;
    const { codes } = (await newCodes(token)).json<{ codes: string[] }>();
    const pending = await t.login('backoffice@demo.com.br');
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await recover(pending.token, 'zzzzz-zzzzz')).statusCode);
    statuses.push((await recover(pending.token, codes[0]!)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('go with two-factor when it is turned off or reset by an administrator', async () => {
    const operator = (await turnOnTwoFactor(t, 'operadorn2@demo.com.br')).session;
    const { codes } = (await newCodes(operator.token)).json<{ codes: string[] }>();
    const admin = await t.login('admin@demo.com.br');
    const operatorId = (await me(operator.token)).json<{ id: number }>().id;
    const reset = await t.request({
      method: 'DELETE',
      url: `/api/v1/settings/users/${operatorId}/two-factor`,
      token: admin.token,
    });
    expect(reset.statusCode).toBe(200);
    const again = await turnOnTwoFactor(t, 'operadorn2@demo.com.br');
    const pending = await t.login('operadorn2@demo.com.br');
    expect((await recover(pending.token, codes[0]!)).statusCode).toBe(400);
    expect(await left(again.session.token)).toEqual({ left: 0, total: 0 });

    await newCodes(again.session.token);
    const held = () => t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, operatorId));
    expect(await held()).toHaveLength(10);
    const disabled = await t.request({
      method: 'POST',
      url: '/api/v1/authentication/2fa/disable',
      token: again.session.token,
      payload: { code: codeFor(again.secret, 1) },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await held()).toEqual([]);
  });
});
