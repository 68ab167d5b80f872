import { serverEvents } from '@contact/domain/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, createTestApp, type TestApp } from '../helpers/app';
import { socketFactory } from '../helpers/sockets';
import { turnOnTwoFactor } from '../helpers/two-factor';

let t: TestApp;
let sockets: Awaited<ReturnType<typeof socketFactory>>;
beforeAll(async () => {
  t = await createTestApp();
  sockets = await socketFactory(t);
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const reset = (token: string, id: number | string) =>
  t.request({ method: 'DELETE', url: `/api/v1/settings/users/${id}/two-factor`, token });

const me = (token: string) => t.request({ method: 'GET', url: '/api/v1/authentication/me', token });

describe("an administrator resets a user's two-factor (a lost authenticator)", () => {
  it('forgets the authenticator and signs the user out everywhere, sockets included', async () => {
    const { session: operator } = await turnOnTwoFactor(t, 'operador1@demo.com.br');
    const socket = await sockets.open(operator.token);
    const revoked = new Promise<void>((resolve) => socket.once(serverEvents.sessionRevoked, () => resolve()));
    const admin = await t.login('admin@demo.com.br');

    const response = await reset(admin.token, operator.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: operator.user.id, twoFactorEnabled: false });
    await revoked;
    expect((await me(operator.token)).statusCode).toBe(401);

    // The company does not require it: the next sign-in needs no code, and the user may set it up again.
    const { token, user } = await t.login('operador1@demo.com.br');
    expect(user.twoFactorEnabled).toBe(false);
    expect(claimsOf(token)).toMatchObject({ needTwoFactorAuthentication: false });
    expect((await me(token)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/api/v1/authentication/2fa/setup', token })).statusCode).toBe(200);
  });

  it('is for administrators only, never for their own, and only when it is on', async () => {
    const { session: supervisor } = await turnOnTwoFactor(t, 'supervisor@demo.com.br');
    const operator = await t.login('operador2@demo.com.br');
    const admin = await t.login('admin@demo.com.br');

    const bySupervisor = await reset(supervisor.token, operator.user.id);
    expect(bySupervisor.statusCode).toBe(403);
    expect((await me(supervisor.token)).statusCode).toBe(200);

    const own = await reset(admin.token, admin.user.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('Para mudar a sua própria autenticação de dois fatores, use o seu perfil.');

    const notOn = await reset(admin.token, operator.user.id);
    expect(notOn.statusCode).toBe(409);
    expect(notOn.json().error.message).toBe('A autenticação de dois fatores não está ativa.');
    expect((await me(operator.token)).statusCode).toBe(200);

    const badId = await reset(admin.token, 'abc');
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().error.fields)).toEqual(['id']);
  });

  it("cannot reach another company's user", async () => {
    const { session: other } = await turnOnTwoFactor(t, 'admin@outra.com.br');
    const admin = await t.login('admin@demo.com.br');
    const response = await reset(admin.token, other.user.id);
    expect(response.statusCode).toBe(404);
    expect((await me(other.token)).statusCode).toBe(200);
  });

  it('when the company requires it, the user sets a new authenticator up at the next sign-in', async () => {
    const { session: admin } = await turnOnTwoFactor(t, 'admin@demo.com.br');
    const { session: operator } = await turnOnTwoFactor(t, 'operadorn2@demo.com.br');
    const company = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/company',
      token: admin.token,
      payload: { requireTwoFactor: true },
    });
    expect(company.statusCode).toBe(200);

    expect((await reset(admin.token, operator.user.id)).statusCode).toBe(200);
    const { token } = await t.login('operadorn2@demo.com.br');
    expect(claimsOf(token)).toMatchObject({ needTwoFactorAuthentication: true, twoFactorAuthenticated: false });
    expect((await me(token)).json().error.code).toBe('two_factor_required');
    // Setting the new app up passes the second factor (the helper checks each step's answer).
    const { session } = await turnOnTwoFactor(t, 'operadorn2@demo.com.br');
    expect((await me(session.token)).statusCode).toBe(200);
  });
});
