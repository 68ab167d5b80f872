/**
 * Event-loop responsiveness of the server under 20 concurrent API requests, on the
 * embedded database (PGlite) and, side by side in the same run, on PostgreSQL.
 *
 *   npm run bench:db                      PGlite, plus PostgreSQL when one can be started
 *   BENCH_SECONDS=20 npm run bench:db     a longer run
 *
 * Prints the 5 ms timer's lag (p50/p95/p99/max) and the request throughput.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const concurrency = 20;
const paths = ['/api/v1/authentication/me', '/api/v1/answer/users', '/api/v1/answer/departments'];

type Ready = { port: number; kind: string };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

function ask<T>(child: ChildProcess, message: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (reply) => resolve(reply as T));
    child.send(message);
  });
}

async function measure(label: string, env: NodeJS.ProcessEnv) {
  const child = fork(path.join(root, 'bench/lag-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve) => child.once('message', (message) => resolve(message as Ready)));
  const base = `http://127.0.0.1:${ready.port}`;
  const login = await fetch(`${base}/api/v1/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com.br', password: 'Demo@2026' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };

  // Warm-up, then a clean measurement window.
  await Promise.all(paths.map((url) => fetch(base + url, { headers }).then((r) => r.arrayBuffer())));
  await ask(child, 'reset');
  let done = 0;
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = worker; Date.now() < until; i += 1) {
        const response = await fetch(base + paths[i % paths.length], { headers });
        await response.arrayBuffer();
        if (response.ok) done += 1;
        else failed += 1;
      }
    }),
  );
  const { lags } = await ask<{ lags: number[] }>(child, 'report');
  child.send('stop');
  const sorted = [...lags].sort((a, b) => a - b);
  return {
    database: label,
    'lag p50 ms': percentile(sorted, 50).toFixed(1),
    'lag p95 ms': percentile(sorted, 95).toFixed(1),
    'lag p99 ms': percentile(sorted, 99).toFixed(1),
    'lag max ms': (sorted.at(-1) ?? 0).toFixed(1),
    'requests/s': Math.round(done / seconds),
    failed,
  };
}

function startPostgres(): { url: string; state: string } | null {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, state: '' };
  const state = path.join(root, '.tmp', `bench-postgres-${process.pid}.state`);
  try {
    const line = execFileSync('bash', [path.join(root, 'scripts/ensure-postgres.sh'), '--state-file', state], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return { url: line.trim().replace(/^DATABASE_URL=/, ''), state };
  } catch {
    console.error('PostgreSQL could not be started; measuring the embedded database only.');
    return null;
  }
}

const results = [];
console.log(`${concurrency} concurrent clients for ${seconds} s each; lag of a 5 ms timer in the server process.`);
results.push(await measure('PGlite (embedded)', { ...process.env, DATABASE_URL: '' }));
const postgres = startPostgres();
if (postgres) {
  try {
    results.push(await measure('PostgreSQL', { ...process.env, DATABASE_URL: postgres.url }));
  } finally {
    if (postgres.state)
      execFileSync('bash', [path.join(root, 'scripts/ensure-postgres.sh'), 'stop', postgres.state], {
        stdio: 'inherit',
      });
  }
}
console.table(results);
