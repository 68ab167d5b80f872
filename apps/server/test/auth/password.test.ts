import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, passwordResets } from '../../src/db/schema';
import { createTestApp, demoPassword, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function requestReset(email: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/authentication/forgot-password',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ok: true });
}

async function lastLinkFor(email: string): Promise<string> {
  const rows = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  const text = rows.at(-1)?.text ?? '';
  const token = /redefinir-senha\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}

const reset = (payload: object) => t.request({ method: 'POST', url: '/api/v1/authentication/reset-password', payload });
const loginStatus = async (email: string, password: string) =>
  (await t.request({ method: 'POST', url: '/api/v1/authentication/login', payload: { email, password } })).statusCode;

describe('forgot and reset password', () => {
  it('e-mails a single-use link that sets a new password; without SMTP the e-mail is kept in the outbox', async () => {
    await requestReset('operador1@demo.com.br');
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'operador1@demo.com.br'));
    expect(mail).toMatchObject({ subject: 'Redefinição de senha', transport: 'log' });
    const token = await lastLinkFor('operador1@demo.com.br');

    expect((await reset({ token, password: 'Nova@2026', repeatPassword: 'Nova@2026' })).statusCode).toBe(200);
    expect(await loginStatus('operador1@demo.com.br', 'Nova@2026')).toBe(200);
    expect(await loginStatus('operador1@demo.com.br', demoPassword)).toBe(401);

    const again = await reset({ token, password: 'Outra@2026', repeatPassword: 'Outra@2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields.token).toBe('Este link de redefinição de senha é inválido ou expirou.');
  });

  it('does not tell whether an e-mail exists', async () => {
    await requestReset('ninguem@demo.com.br');
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'ninguem@demo.com.br'))).toHaveLength(0);
  });

  it('sends an e-mail at most 3 links in 15 minutes, answering every request alike', async () => {
    for (let request = 0; request < 5; request += 1) await requestReset('dashboard@demo.com.br');
    expect(await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'dashboard@demo.com.br'))).toHaveLength(3);
  });

  it('answers a client address asking more than 20 times in 15 minutes with a translated 429', async () => {
    const ask = () =>
      t.request({
        method: 'POST',
        url: '/api/v1/authentication/forgot-password',
        remoteAddress: '192.0.2.77',
        payload: { email: 'ninguem@demo.com.br' },
      });
    for (let request = 0; request < 20; request += 1) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^Muitas requisições deste endereço. Tente novamente em \d+ minuto/);
  });

  it('refuses an expired link', async () => {
    await requestReset('operador2@demo.com.br');
    const token = await lastLinkFor('operador2@demo.com.br');
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await reset({ token, password: 'Nova@2026', repeatPassword: 'Nova@2026' })).statusCode).toBe(400);
  });

  it('writes the e-mail in the user language', async () => {
    const { token } = await t.login('marketing@demo.com.br');
    await t.request({ method: 'PUT', url: '/api/v1/profile', token, payload: { language: 'es-AR' } });
    await requestReset('marketing@demo.com.br');
    const rows = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'marketing@demo.com.br'));
    expect(rows.at(-1)?.subject).toBe('Restablecimiento de contraseña');
    expect(rows.at(-1)?.text).toContain('Usá el enlace');
  });

  it('requires the repeat to match and a strong password, naming the fields', async () => {
    const response = await reset({ token: 'x', password: 'fraca', repeatPassword: 'outra' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      password: 'A senha deve ter pelo menos 8 caracteres, com letras e números.',
      repeatPassword: 'A nova senha e a repetição não coincidem.',
    });
  });
});

describe('PUT /api/v1/authentication/password', () => {
  it('checks the current password, then ends the other sessions', async () => {
    const first = await t.login('supervisor@demo.com.br');
    const second = await t.login('supervisor@demo.com.br');
    const change = (payload: object) =>
      t.request({ method: 'PUT', url: '/api/v1/authentication/password', token: first.token, payload });

    const wrong = await change({ currentPassword: 'Errada@1', password: 'Nova@2026', repeatPassword: 'Nova@2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'A senha atual está incorreta.' });

    const mismatch = await change({
      currentPassword: demoPassword,
      password: 'Nova@2026',
      repeatPassword: 'Nova@2027',
    });
    expect(mismatch.json().error.fields).toEqual({ repeatPassword: 'A nova senha e a repetição não coincidem.' });

    const done = await change({ currentPassword: demoPassword, password: 'Nova@2026', repeatPassword: 'Nova@2026' });
    expect(done.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: first.token })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url: '/api/v1/authentication/me', token: second.token })).statusCode).toBe(
      401,
    );
    expect(await loginStatus('supervisor@demo.com.br', 'Nova@2026')).toBe(200);
  });

  it('counts wrong current passwords with the account’s sign-in limit: 5 in 15 minutes', async () => {
    const { token } = await t.login('monitor@demo.com.br');
    const change = (currentPassword: string) =>
      t.request({
        method: 'PUT',
        url: '/api/v1/authentication/password',
        token,
        payload: { currentPassword, password: 'Nova@2026', repeatPassword: 'Nova@2026' },
      });
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await change(`Errada@${attempt}`)).statusCode);
    statuses.push((await change(demoPassword)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(await loginStatus('monitor@demo.com.br', demoPassword)).toBe(429);
  });
});
