import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const nodeBinary = () => {
  const local = path.resolve(serverDir, '../../node_modules/.bin/node');
  return existsSync(local) ? local : process.execPath;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A fresh database on the test PostgreSQL server, dropped by `drop`. */
export async function freshDatabase(adminUrl: string) {
  const name = `cluster_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** How a stopped process ended: exit code 0 and no signal when its own shutdown finished in time. */
export type Ending = { code: number | null; signal: NodeJS.Signals | null };
export type ServerProcess = { url: string; stop(): Promise<Ending> };

/** A real server process (main.ts) on a free loopback port; answers once it is listening. */
export async function startServer(
  databaseUrl: string,
  secret = randomBytes(32).toString('hex'),
): Promise<ServerProcess & { secret: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cluster-'));
  const child: ChildProcess = spawn(nodeBinary(), ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  while (!output.includes('Listening on')) {
    if (child.exitCode !== null || Date.now() - started > 90_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) {
          const killed = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGKILL');
          await killed;
        }
      }
      await rm(dataDir, { recursive: true, force: true });
      return { code: child.exitCode, signal: child.signalCode };
    },
  };
}
