import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/platform/auth/passwords';
import { createTestApp, demoPassword, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ VENDOR_DOMAINS: 'fornecedor.com.br' });
  const passwordHash = await hashPassword(demoPassword);
  await t.db.insert(users).values({
    companyId: 1,
    name: 'Suporte do Fornecedor',
    email: 'suporte@fornecedor.com.br',
    profile: 99,
    passwordHash,
  });
});
afterAll(() => t.close());

describe('vendor users (spec §6)', () => {
  it('are hidden from a customer administrator', async () => {
    const { token } = await t.login('admin@demo.com.br');
    const emails = (await t.request({ method: 'GET', url: '/api/v1/answer/users', token }))
      .json()
      .map((u: { email: string }) => u.email);
    expect(emails).not.toContain('suporte@fornecedor.com.br');
  });
  it('are listed for a signed-in vendor user', async () => {
    const { token } = await t.login('suporte@fornecedor.com.br');
    const emails = (await t.request({ method: 'GET', url: '/api/v1/answer/users', token }))
      .json()
      .map((u: { email: string }) => u.email);
    expect(emails).toContain('suporte@fornecedor.com.br');
  });
});
