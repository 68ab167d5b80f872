/**
 * The PostgreSQL database of the protocol benchmark (issue 3), shared by the seeder
 * (`npm run bench:seed-protocols`) and the benchmark (`npm run bench:protocols`).
 *
 *   BENCH_DATABASE_URL=postgres://…/bench_protocols   use this database as it is
 *
 * Without it, a local cluster is started once with scripts/ensure-postgres.sh, tuned for a
 * data set of a million protocols (shared_buffers 2 GB …), and kept running between the two
 * commands; its state lives in .tmp/bench-protocols.state. `npm run bench:protocols -- --stop`
 * stops it and deletes its files.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const databaseName = 'bench_protocols';
/** Every seeded user's password. */
export const benchPassword = 'Bench@2026';
const stateFile = path.join(root, '.tmp', 'bench-protocols.state');
const ensure = path.join(root, 'scripts/ensure-postgres.sh');

type State = { PG_DIR: string; PG_PORT: string; PG_BINDIR: string; DATABASE_URL: string };

function readState(): State | null {
  if (!existsSync(stateFile)) return null;
  const state: Record<string, string> = {};
  for (const line of readFileSync(stateFile, 'utf8').split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line);
    if (match?.[1]) state[match[1]] = (match[2] ?? '').replace(/^'(.*)'$/, '$1');
  }
  return state.PG_DIR && existsSync(state.PG_DIR) ? (state as State) : null;
}

/** The cluster's own processes must not hold our stdout/stderr open: their output goes to a log file. */
function logFile() {
  mkdirSync(path.dirname(stateFile), { recursive: true });
  return openSync(path.join(path.dirname(stateFile), 'bench-postgres.log'), 'a');
}

const asPostgres = (command: string, args: string[]) => {
  const stdio = ['ignore', logFile(), logFile()] as const;
  if (process.getuid?.() === 0)
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: [...stdio] });
  else execFileSync(command, args, { stdio: [...stdio] });
};

/** Settings of the cluster for a database much larger than the test clusters' 64 MB of buffers. */
const tuning = {
  shared_buffers: '2GB',
  effective_cache_size: '12GB',
  work_mem: '16MB',
  maintenance_work_mem: '1GB',
  max_wal_size: '16GB',
  checkpoint_timeout: '30min',
  random_page_cost: '1.1',
  max_parallel_workers_per_gather: '1',
  wal_level: 'minimal',
  max_wal_senders: '0',
};

async function tune(state: State) {
  const admin = new pg.Client({ connectionString: state.DATABASE_URL });
  await admin.connect();
  for (const [name, value] of Object.entries(tuning)) await admin.query(`alter system set ${name} = '${value}'`);
  await admin.end();
  asPostgres(path.join(state.PG_BINDIR, 'pg_ctl'), [
    '-D',
    path.join(state.PG_DIR, 'data'),
    '-l',
    path.join(state.PG_DIR, 'server.log'),
    '-w',
    '-t',
    '60',
    'restart',
    '-m',
    'fast',
  ]);
}

/** The server URL of the cluster (the `postgres` database), starting and tuning one when needed. */
async function clusterUrl(start: boolean): Promise<string | null> {
  const existing = readState();
  if (existing) return existing.DATABASE_URL;
  if (!start) return null;
  console.log(`starting PostgreSQL (log: ${path.join(path.dirname(stateFile), 'bench-postgres.log')})`);
  execFileSync('bash', [ensure, '--state-file', stateFile], { stdio: ['ignore', 'ignore', logFile()] });
  const state = readState();
  if (!state) throw new Error('PostgreSQL did not start');
  await tune(state);
  return state.DATABASE_URL;
}

/** The benchmark database's URL; creates the database when asked to. */
export async function benchDatabaseUrl(options: { create: boolean }): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const server = await clusterUrl(options.create);
  if (!server)
    throw new Error('No benchmark database: run `npm run bench:seed-protocols` first (or set BENCH_DATABASE_URL).');
  const url = new URL(server);
  if (options.create) {
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [databaseName]);
    if (!rowCount) await admin.query(`create database ${databaseName}`);
    await admin.end();
  }
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export function stopBenchCluster() {
  if (!readState()) return;
  execFileSync('bash', [ensure, 'stop', stateFile], { stdio: 'inherit' });
}
