import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { createFirstAdministrator, seedDemo } from '../../src/db/seed';
import { users } from '../../src/db/schema';
import { loadConfig } from '../../src/platform/config';

describe('first start', () => {
  it('seeds demo data outside production only', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses a configuration it cannot use, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('a production start creates only the configured first administrator, once', async () => {
    const database = await openPglite(null);
    await database.migrate();
    const administrator = { email: 'chefe@empresa.com.br', password: 'Forte@2026', company: 'Empresa' };
    expect(await createFirstAdministrator(database.db, administrator)).toBe(true);
    expect(await createFirstAdministrator(database.db, administrator)).toBe(false);
    expect(await seedDemo(database.db)).toBe(false);
    const rows = await database.db.select({ email: users.email, profile: users.profile }).from(users);
    expect(rows).toEqual([{ email: 'chefe@empresa.com.br', profile: 99 }]);
    await database.close();
  });
});
