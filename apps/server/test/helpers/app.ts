import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CurrentUser } from '@contact/domain/users';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client';
import { demoPassword, seedDemo } from '../../src/db/seed';
import { loadConfig } from '../../src/platform/config';

export { demoPassword };

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (the test script starts one).
 */
async function freshDatabase(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { handle: await openPglite(null), drop: async () => {} };
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openPostgres(url.toString()),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh, migrated database with the demo companies. */
export async function createTestApp(environment: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'server-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...environment,
  });
  const { handle, drop } = await freshDatabase();
  await handle.migrate();
  await seedDemo(handle.db);
  let app: FastifyInstance = await buildApp({ config, database: handle });
  await app.ready();

  const request = (options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> => {
    const { token, headers, ...rest } = options;
    return app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  };

  async function login(email: string, password = demoPassword) {
    const response = await request({
      method: 'POST',
      url: '/api/v1/authentication/login',
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
    return response.json<{ token: string; user: CurrentUser }>();
  }

  return {
    get app() {
      return app;
    },
    db: handle.db,
    kind: handle.kind,
    request,
    login,
    /** A server restart: the app shuts down as in production and a new one starts on the same database. */
    async restart() {
      await app.close();
      app = await buildApp({ config, database: handle });
      await app.ready();
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Reads the claims of a token without verifying it, as the web client does. */
export function claimsOf(token: string): Record<string, unknown> {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
