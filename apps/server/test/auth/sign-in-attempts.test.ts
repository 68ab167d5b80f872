import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAttempts } from '../../src/db/schema';
import { createTestApp, demoPassword, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '198.51.100.1') =>
  t.request({ method: 'POST', url: '/api/v1/authentication/login', remoteAddress, payload: { email, password } });

describe('sign-in attempts are counted in the database (5 per account, 20 per address, 15 minutes)', () => {
  it('attempts sent together get no more guesses than the limit', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('monitor@demo.com.br', `Errada@${i}`, `198.51.100.${10 + i}`)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('a restart forgets no attempt', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await login('backoffice@demo.com.br', 'Errada@2026')).statusCode).toBe(401);
    await t.restart();
    const afterRestart = await login('backoffice@demo.com.br', demoPassword);
    expect(afterRestart.statusCode).toBe(429);
    expect(afterRestart.json().error.message).toMatch(/^Muitas tentativas/);
  });

  it('an address counts failures only: a whole office signs in from one', async () => {
    const office = '198.51.100.200';
    const agents = ['operador1', 'operador2', 'operadorn2', 'supervisor', 'dashboard', 'marketing'];
    for (let round = 0; round < 4; round += 1)
      for (const agent of agents)
        expect((await login(`${agent}@demo.com.br`, demoPassword, office)).statusCode).toBe(200);
    expect((await login('nobody@example.com', 'Errada@2026', office)).statusCode).toBe(401);
  });

  it('a success starts the account over', async () => {
    const email = 'operador2@demo.com.br';
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(email, 'Errada@2026')).statusCode).toBe(401);
    expect((await login(email, demoPassword)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(email, 'Errada@2026')).statusCode).toBe(401);
    expect((await login(email, demoPassword)).statusCode).toBe(429);
  });

  it('keeps no e-mail that was typed', async () => {
    await login('someone.typed.this@example.com', 'Errada@2026');
    const rows = await t.db.select().from(signInAttempts);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('typed');
  });
});
