/**
 * The protocol core at volume (issue 3), on the database `npm run bench:seed-protocols` fills
 * (1,000,000 protocols, 10,000,000 messages). Starts the real server process
 * (apps/server/src/main.ts) on it and prints, each beside its baseline from the same run:
 *
 *   - GET /api/v1/protocol, 16 concurrent clients: operator view (own queues), supervisor view
 *     (queue, department, status, SLA and recent-date filters), search; the operator and
 *     supervisor views also on a second server process keeping no protocol texts
 *     (PROTOCOL_TEXTS_KEPT=0). Baseline: that second server's SQL (captured by
 *     bench/sql-probe.ts: a page read whole in one statement) on a bare node-postgres pool
 *     behind a bare node:http handler (bench/bare-servers.ts).
 *   - the SQL statements per list and count request, counted inside the server process.
 *   - the count endpoints (/protocol/count and count_department|support|channel|status), likewise.
 *   - POST /api/v1/message at 500 messages/s until `message:new` reaches a subscribed
 *     socket.io-client; again beside a second server process, with a socket on each process;
 *     baseline: a bare Socket.IO server emitting on POST.
 *   - a room of 200 agents among 5,000 connected sockets: POST /message to that protocol until
 *     each of the 200 gets the event; baseline: the same on the bare Socket.IO server.
 *
 *   npm run bench:protocols
 *   BENCH_SECONDS=5 npm run bench:protocols       shorter phases (default 10 s each)
 *   BENCH_ONLY=list,counts,delivery,room          some phases only
 *   BENCH_MESSAGE_RATE=100                        the delivery phase at another rate (default 500/s)
 *   BENCH_WARMUP_SECONDS=0                        no unmeasured warm-up before each measurement (default 2 s)
 *   BENCH_EXPLAIN=1                               EXPLAIN ANALYZE of every captured statement, to .tmp/
 *   BENCH_SERVER_FLAGS='--cpu-prof --cpu-prof-dir=.tmp/prof'   extra node flags for the server process
 *   npm run bench:protocols -- --stop             stop the benchmark's PostgreSQL and delete it
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { Pool as HttpPool } from 'undici';
import { createTokenSigner } from '../apps/server/src/platform/auth/tokens';
import { clusterCpuMs, parentOf, processCpuMs } from './cpu-usage';
import { benchDatabaseUrl, benchPassword, root, stopBenchCluster } from './protocols-db';

if (process.argv.includes('--stop')) {
  stopBenchCluster();
  process.exit(0);
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Unmeasured load before each measurement: a fresh process's first second (JIT, connections opening) is not its steady state. */
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const only = new Set((process.env.BENCH_ONLY ?? 'list,counts,delivery,room').split(','));
const concurrency = 16;
const messagesPerSecond = Number(process.env.BENCH_MESSAGE_RATE ?? 500);
const roomSize = 200;
const socketCount = 5000;
const company = 1;

type Statement = { text: string; values?: unknown[]; rowMode?: string };
type Probe = {
  counts: Record<string, { requests: number; statements: number; max: number }>;
  samples: Record<string, Statement[]>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function ask<T>(child: ChildProcess, message: string, field: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (reply: unknown) => {
      if (reply && typeof reply === 'object' && field in reply) {
        child.off('message', listener);
        resolve(reply as T);
      }
    };
    child.on('message', listener);
    child.send(message);
  });
}

const children: ChildProcess[] = [];
function stopChildren() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
}
/** SIGTERM, and SIGKILL when the process has not ended within 5 s. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await ended;
  clearTimeout(timer);
}
process.on('exit', stopChildren);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopChildren();
    process.exit(1);
  });

/** The real server, as `npm start` runs it, with the SQL probe loaded; `settings`: more of its environment. */
async function startServer(databaseUrl: string, secret: string, settings: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = path.join(root, '.tmp', 'bench-protocols-data');
  mkdirSync(dataDir, { recursive: true });
  const child = fork(path.join(root, 'apps/server/src/main.ts'), {
    execArgv: [
      ...(process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      '--import',
      path.join(root, 'bench/sql-probe.ts'),
    ],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Listening on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function startBare(mode: 'sql' | 'io', databaseUrl = '') {
  const child = fork(path.join(root, 'bench/bare-servers.ts'), [mode, databaseUrl], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.push(child);
  const { port } = await new Promise<{ port: number }>((resolve) =>
    child.once('message', (message) => resolve(message as { port: number })),
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

type Spec = { path: string; token?: string };
type LoadResult = { latencies: number[]; done: number; failed: number; seconds: number };

/** `concurrency` clients on keep-alive connections, each sending its specs round-robin for `duration` s. */
async function load(base: string, specs: Spec[][], duration: number): Promise<LoadResult> {
  const pool = new HttpPool(base, { connections: specs.length, pipelining: 1 });
  const latencies: number[] = [];
  let done = 0;
  let failed = 0;
  const run = async (until: number, record: boolean) =>
    Promise.all(
      specs.map(async (mine) => {
        for (let i = 0; Date.now() < until; i += 1) {
          const spec = mine[i % mine.length]!;
          const started = performance.now();
          const response = await pool.request({
            path: spec.path,
            method: 'GET',
            headers: spec.token ? { authorization: `Bearer ${spec.token}` } : {},
          });
          await response.body.arrayBuffer();
          if (!record) continue;
          latencies.push(performance.now() - started);
          if (response.statusCode === 200) done += 1;
          else failed += 1;
        }
      }),
    );
  await run(Date.now() + 2000, false);
  const started = performance.now();
  await run(Date.now() + duration * 1000, true);
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return { latencies: latencies.sort((a, b) => a - b), done, failed, seconds: elapsed };
}

/**
 * Runs a load and adds the CPU milliseconds per answered request of the process under test,
 * of PostgreSQL and of this load generator: where a request's time goes on the shared cores.
 */
async function measureCpu(
  target: ChildProcess,
  postmaster: number,
  run: () => Promise<LoadResult>,
): Promise<LoadResult & { cpu: Record<string, string> }> {
  const before = { target: processCpuMs(target.pid!), database: clusterCpuMs(postmaster), own: process.cpuUsage() };
  const result = await run();
  const own = process.cpuUsage(before.own);
  const perRequest = (used: number) => (used / Math.max(1, result.done + result.failed)).toFixed(2);
  return {
    ...result,
    cpu: {
      'CPU ms/req: process': perRequest(processCpuMs(target.pid!) - before.target),
      PostgreSQL: perRequest(clusterCpuMs(postmaster) - before.database),
      'load generator': perRequest((own.user + own.system) / 1000),
    },
  };
}

const row = (what: string, result: LoadResult, extra: Record<string, unknown> = {}) => ({
  what,
  'p50 ms': ms(percentile(result.latencies, 50)),
  'p95 ms': ms(percentile(result.latencies, 95)),
  'p99 ms': ms(percentile(result.latencies, 99)),
  'req/s': Math.round(result.done / result.seconds),
  failed: result.failed,
  ...extra,
});

/**
 * The statements a response's rows come from, in order: those on protocols (a search's lookup
 * among them) or their monthly counts, not the session check.
 */
const dataStatements = (statements: Statement[]) =>
  statements.filter(
    (statement) =>
      !statement.text.includes('"sessions"') && /"(protocols|protocol_monthly_counts)"/.test(statement.text),
  );

/** `texts`: measured as well on a server that keeps no protocol texts (lists). */
type Mix = { name: string; specs: Spec[][]; texts?: boolean };

type Server = { child: ChildProcess; base: string };

/** Each distinct request of a mix once, one at a time, so each statement captured belongs to its request. */
async function sampleSql(server: Server, specs: Spec[]): Promise<Probe> {
  await ask(server.child, 'probe:reset', 'probe');
  for (const spec of specs) {
    const response = await fetch(server.base + spec.path, { headers: { authorization: `Bearer ${spec.token}` } });
    await response.arrayBuffer();
  }
  return ask<Probe>(server.child, 'probe:report', 'counts');
}

const statementsPerRequest = (probe: Probe) => {
  const total = Object.values(probe.counts).reduce(
    (sum, count) => ({
      requests: sum.requests + count.requests,
      statements: sum.statements + count.statements,
      max: Math.max(sum.max, count.max),
    }),
    { requests: 0, statements: 0, max: 0 },
  );
  return { requests: total.requests, mean: (total.statements / total.requests).toFixed(2), max: total.max };
};

/** BENCH_EXPLAIN=1: EXPLAIN ANALYZE of every captured statement, written to .tmp/bench-protocols-explain.md. */
let explain: pg.Client | null = null;
const explained: string[] = [];

/**
 * Runs each mix on the server, counts its SQL, replays the captured SQL on the bare pool. The
 * baseline's statements come from `plain`, a server keeping no protocol texts: its list pages
 * are read whole in one statement, the page a bare handler has to answer (the server keeping
 * texts reads ids and versions, then only the rows it has no text for).
 */
async function compareHttp(
  servers: { kept: Server; plain: Server },
  bare: Server,
  postmaster: number,
  mixes: Mix[],
  results: Record<string, unknown>[],
  sqlCounts: Record<string, unknown>[],
) {
  const { kept: server, plain } = servers;
  for (const mix of mixes) {
    await load(server.base, mix.specs, warmup);
    const measured = await measureCpu(server.child, postmaster, () => load(server.base, mix.specs, seconds));
    const distinct = new Map(mix.specs.flat().map((spec) => [`${spec.path} ${spec.token}`, spec]));
    const counted = statementsPerRequest(await sampleSql(server, [...distinct.values()]));
    let plainMeasured: Awaited<ReturnType<typeof measureCpu>> | null = null;
    if (mix.texts) {
      await load(plain.base, mix.specs, warmup);
      plainMeasured = await measureCpu(plain.child, postmaster, () => load(plain.base, mix.specs, seconds));
    }
    const probe = await sampleSql(plain, [...distinct.values()]);
    const plainCounted = statementsPerRequest(probe);
    sqlCounts.push({
      what: mix.name,
      requests: counted.requests,
      'SQL per request (mean)': counted.mean,
      'SQL per request (max)': counted.max,
      'no texts kept (mean)': plainCounted.mean,
      'no texts kept (max)': plainCounted.max,
    });
    // The baseline replays, per request, the statements its rows come from.
    const keys = new Map<string, string>();
    const prepare: Record<string, Statement[]> = {};
    let n = 0;
    for (const spec of distinct.values()) {
      const sample = probe.samples[`GET ${spec.path}`];
      const statements = sample ? dataStatements(sample) : [];
      if (statements.length === 0) throw new Error(`no SQL captured for ${spec.path}`);
      const key = String((n += 1));
      keys.set(`${spec.path} ${spec.token}`, key);
      prepare[key] = statements;
    }
    await fetch(`${bare.base}/prepare`, { method: 'POST', body: JSON.stringify(prepare) });
    if (explain) {
      for (const spec of distinct.values()) {
        for (const statement of prepare[keys.get(`${spec.path} ${spec.token}`)!]!) {
          const plan = await explain.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
          const lines = plan.rows.map((line: Record<string, string>) => line['QUERY PLAN']);
          explained.push(
            `## ${mix.name}: ${spec.path}\n${statement.text}\n${JSON.stringify(statement.values)}\n${lines.join('\n')}\n`,
          );
        }
      }
    }
    const bareSpecs = mix.specs.map((mine) =>
      mine.map((spec) => ({ path: `/run/${keys.get(`${spec.path} ${spec.token}`)}` })),
    );
    await load(bare.base, bareSpecs, warmup);
    const baseline = await measureCpu(bare.child, postmaster, () => load(bare.base, bareSpecs, seconds));
    const versus = (result: LoadResult) =>
      `${((result.done / result.seconds / (baseline.done / baseline.seconds)) * 100).toFixed(0)}%`;
    results.push(row(`${mix.name}: server`, measured, { 'vs bare': versus(measured), ...measured.cpu }));
    if (plainMeasured)
      results.push(
        row(`${mix.name}: server, no texts kept`, plainMeasured, {
          'vs bare': versus(plainMeasured),
          ...plainMeasured.cpu,
        }),
      );
    results.push(row(`${mix.name}: bare pg`, baseline, baseline.cpu));
    console.log(`  ${mix.name}: done`);
  }
}

/** Signed-in sessions for the benchmark's users, made as the sign-in makes them. */
async function sessionsFor(databaseUrl: string, secret: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: users } = await db.query<{ id: number; company_id: number; profile: number }>(
    'select id, company_id, profile from users order by id',
  );
  const signer = createTokenSigner(secret);
  const expiresAt = new Date(Date.now() + 12 * 3600 * 1000);
  const tokens = new Map<number, string>();
  for (const user of users) {
    const id = randomUUID();
    await db.query(
      'insert into sessions (id, company_id, user_id, two_factor_authenticated, expires_at) values ($1, $2, $3, false, $4)',
      [id, user.company_id, user.id, expiresAt],
    );
    tokens.set(
      user.id,
      await signer.sign({
        sessionId: id,
        userId: user.id,
        companyId: user.company_id,
        needTwoFactorAuthentication: false,
        twoFactorAuthenticated: false,
        expiresAt,
      }),
    );
  }
  return { db, users, tokens };
}

function openSocket(base: string, query: Record<string, string>): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(base, { transports: ['websocket'], query, reconnection: false, timeout: 20000 });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
const join = (socket: Socket, room: string) =>
  new Promise<boolean>((resolve) => socket.emit('join', room, (joined: boolean) => resolve(joined)));

async function openSockets(base: string, tokens: (string | undefined)[]): Promise<Socket[]> {
  const sockets: Socket[] = new Array(tokens.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let i = next++; i < tokens.length; i = next++) {
        const token = tokens[i];
        sockets[i] = await openSocket(base, token ? { token } : {});
      }
    }),
  );
  return sockets;
}

/** POSTs at `rate` per second for `duration` s (open loop); returns when every answer is in. */
async function sendAtRate(
  base: string,
  rate: number,
  duration: number,
  sent: Map<string, number>,
  body: (n: number) => { path: string; json: unknown; token?: string; key: string },
) {
  const pool = new HttpPool(base, { connections: 64 });
  const answers: number[] = [];
  const pending: Promise<void>[] = [];
  let failed = 0;
  const started = performance.now();
  let n = 0;
  while (performance.now() - started < duration * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; n < due; n += 1) {
      const request = body(n);
      const at = performance.now();
      sent.set(request.key, at);
      pending.push(
        pool
          .request({
            path: request.path,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
            },
            body: JSON.stringify(request.json),
          })
          .then(async (response) => {
            await response.body.arrayBuffer();
            if (response.statusCode === 200) answers.push(performance.now() - at);
            else failed += 1;
          }),
      );
    }
    await sleep(2);
  }
  await Promise.all(pending);
  await pool.close();
  return { sent: n, failed, answers: answers.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
}

function latencyRow(what: string, latencies: number[], extra: Record<string, unknown>) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    what,
    'p50 ms': ms(percentile(sorted, 50)),
    'p95 ms': ms(percentile(sorted, 95)),
    'p99 ms': ms(percentile(sorted, 99)),
    ...extra,
  };
}

/** The cluster's postmaster, parent of every backend: their CPU time is the SQL's cost. */
async function postmasterOf(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ pid: number }>('select pg_backend_pid() pid');
  return parentOf(rows[0]!.pid);
}

async function main() {
  const databaseUrl = await benchDatabaseUrl({ create: false });
  const secret = randomBytes(32).toString('hex');
  console.log(
    `database: ${databaseUrl}; load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const { db, users, tokens } = await sessionsFor(databaseUrl, secret);
  const server = await startServer(databaseUrl, secret);
  console.log(`server: ${server.base}; ${seconds} s per measurement, ${concurrency} concurrent clients`);

  // The seeded password signs in through the real endpoint.
  const login = await fetch(`${server.base}/api/v1/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'agente2@bench.local', password: benchPassword }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);

  const inCompany = users.filter((user) => user.company_id === company);
  const operators = inCompany.filter((user) => user.profile === 1).slice(0, concurrency);
  const supervisors = inCompany.filter((user) => user.profile === 7);
  const token = (id: number) => tokens.get(id);
  const { rows: departments } = await db.query<{ id: number }>(
    'select id from departments where company_id = $1 order by id',
    [company],
  );
  const { rows: customers } = await db.query<{ name: string; phone: string; number: string }>(
    `select customer_name name, phone, number from protocols where company_id = $1 and id % 997 = 0 limit 64`,
    [company],
  );
  const weekAgo = new Date(Date.now() - 7 * 86400_000).toISOString().slice(0, 10);

  const results: Record<string, unknown>[] = [];
  const sqlCounts: Record<string, unknown>[] = [];

  if (only.has('list') || only.has('counts')) {
    const bare = await startBare('sql', databaseUrl);
    const plain = await startServer(databaseUrl, secret, { PROTOCOL_TEXTS_KEPT: '0' });
    const mixes: Mix[] = [];
    if (only.has('list')) {
      // Operators: their queues in the inbox (atendimento, retorno do cliente, fechados).
      mixes.push({
        name: 'list, operator view',
        texts: true,
        specs: operators.map((user) =>
          ['status=3&support=2', 'status=2&support=2', 'status=4&support=2', 'status=1,2,3&support=2'].map((query) => ({
            path: `/api/v1/protocol?${query}`,
            token: token(user.id),
          })),
        ),
      });
      // Supervisors: queues of the company, by department, status, SLA and a recent date range, later pages.
      const supervisorQueries = [
        'status=1&support=2',
        'status=3&support=2',
        `status=3&support=2&department=${departments[1]?.id}`,
        `status=1,2,3&support=2&department=${departments[2]?.id},${departments[3]?.id}`,
        'status=4&support=2',
        `status=4&support=2&department=${departments[4]?.id}`,
        'status=4&support=2&page=3',
        'status=2,3&support=2&sla=atrasado',
        `status=4&support=2&date=${weekAgo},`,
        'status=1,2,3&support=1',
      ];
      mixes.push({
        name: 'list, supervisor view',
        texts: true,
        specs: Array.from({ length: concurrency }, (_, worker) =>
          supervisorQueries.map((query, i) => ({
            path: `/api/v1/protocol?${query}`,
            token: token(supervisors[(worker + i) % supervisors.length]!.id),
          })),
        ),
      });
      // Search: a customer's full name, part of a phone number, a protocol number, in the closed queue.
      mixes.push({
        name: 'list, search',
        texts: true,
        specs: Array.from({ length: concurrency }, (_, worker) =>
          [0, 1, 2, 3].map((i) => {
            const customer = customers[(worker * 4 + i) % customers.length]!;
            const search = [customer.name, customer.phone.slice(-8), customer.number, customer.name.split(' ')[1]][i]!;
            return {
              path: `/api/v1/protocol?status=4&support=2&search=${encodeURIComponent(search)}`,
              token: token(supervisors[worker % supervisors.length]!.id),
            };
          }),
        ),
      });
    }
    if (only.has('counts')) {
      const countPaths = ['count', 'count_department', 'count_support', 'count_channel', 'count_status'];
      for (const [name, people] of [
        ['operator', operators],
        ['supervisor', supervisors],
      ] as const)
        mixes.push({
          name: `counts, ${name}`,
          specs: Array.from({ length: concurrency }, (_, worker) =>
            countPaths.map((count) => ({
              path: `/api/v1/protocol/${count}`,
              token: token(people[worker % people.length]!.id),
            })),
          ),
        });
    }
    if (process.env.BENCH_EXPLAIN) explain = db;
    await compareHttp({ kept: server, plain }, bare, await postmasterOf(db), mixes, results, sqlCounts);
    if (explained.length) {
      writeFileSync(path.join(root, '.tmp', 'bench-protocols-explain.md'), explained.join('\n'));
      console.log('plans: .tmp/bench-protocols-explain.md');
    }
    await stop(bare.child);
    await stop(plain.child);
    console.table(results);
    console.table(sqlCounts);
  }

  const realtime: Record<string, unknown>[] = [];
  const { rows: open } = await db.query<{ id: number }>(
    `select id from protocols where company_id = $1 and status in (2, 3) and support = 2 order by id desc limit 200`,
    [company],
  );
  const administrator = inCompany.find((user) => user.profile === 99)!;

  if (only.has('delivery')) {
    const postmaster = await postmasterOf(db);
    // A supervisor's socket follows 200 open protocols; the administrator answers them, 500 messages/s.
    // `pair`: the same beside a second server process on the database, a socket on each process.
    for (const kind of ['server', 'pair', 'bare'] as const) {
      const target = kind === 'bare' ? await startBare('io') : server;
      const peer = kind === 'pair' ? await startServer(databaseUrl, secret) : null;
      // The processes know each other from their first heartbeats.
      if (peer) await sleep(2000);
      const places = peer
        ? [
            { name: 'server beside a second process: socket on the same process', base: target.base },
            { name: 'server beside a second process: socket on the second process', base: peer.base },
          ]
        : [
            {
              name:
                kind === 'server'
                  ? `POST /message → message:new on a socket, ${messagesPerSecond}/s: server`
                  : `POST /emit → event on a socket, ${messagesPerSecond}/s: bare Socket.IO`,
              base: target.base,
            },
          ];
      const sent = new Map<string, number>();
      const listeners = await Promise.all(
        places.map(async (place) => {
          const socket = await openSocket(place.base, kind === 'bare' ? {} : { token: token(supervisors[0]!.id)! });
          for (const protocol of open)
            await join(socket, kind === 'bare' ? `p${protocol.id}` : `protocol:${protocol.id}`);
          const delivered: number[] = [];
          socket.on('message:new', (message: { text: string }) => {
            const at = sent.get(message.text);
            if (at !== undefined) delivered.push(performance.now() - at);
          });
          return { ...place, socket, delivered };
        }),
      );
      const message = (run: string) => (n: number) => {
        const protocolId = open[n % open.length]!.id;
        const text = `bench ${run} ${n}`;
        return kind === 'bare'
          ? {
              path: '/emit',
              json: { room: `p${protocolId}`, event: 'message:new', payload: { text, protocol_id: protocolId } },
              key: text,
            }
          : {
              path: '/api/v1/message',
              json: { protocol_id: protocolId, text },
              token: token(administrator.id),
              key: text,
            };
      };
      const run = `${Date.now().toString(36)}-${kind}`;
      await sendAtRate(target.base, messagesPerSecond, warmup, new Map(), message(`${run}-warm-up`));
      const processes = [target.child, ...(peer ? [peer.child] : [])];
      const processCpu = () => processes.reduce((sum, child) => sum + processCpuMs(child.pid!), 0);
      const cpuBefore = { process: processCpu(), database: clusterCpuMs(postmaster) };
      const result = await sendAtRate(target.base, messagesPerSecond, seconds, sent, message(run));
      await sleep(1000);
      const cpuPerMessage = (used: number) => (used / result.sent).toFixed(2);
      const cpu = {
        // CPU per message (other clients of the cluster count too): what the server and its SQL cost.
        'process CPU ms/msg': cpuPerMessage(processCpu() - cpuBefore.process),
        'PostgreSQL CPU ms/msg': kind === 'bare' ? '—' : cpuPerMessage(clusterCpuMs(postmaster) - cpuBefore.database),
      };
      for (const listener of listeners) {
        realtime.push(
          latencyRow(listener.name, listener.delivered, {
            'sent/s': Math.round(result.sent / seconds),
            // Sending, and waiting for every answer: below the offered rate, the server's capacity.
            'answered/s': Math.round(result.answers.length / result.seconds),
            received: `${listener.delivered.length}/${result.sent}`,
            failed: result.failed,
            'POST answer p95 ms': ms(percentile(result.answers, 95)),
            ...cpu,
          }),
        );
        listener.socket.close();
      }
      if (kind === 'server') {
        const probe = await ask<Probe>(server.child, 'probe:report', 'counts');
        const posts = probe.counts['POST /api/v1/message'];
        if (posts)
          console.log(`  POST /api/v1/message: ${(posts.statements / posts.requests).toFixed(1)} SQL per request`);
      }
      if (peer) await stop(peer.child);
      if (kind === 'bare') await stop(target.child);
      console.log(`  delivery, ${kind}: done`);
    }
  }

  if (realtime.length) console.table(realtime);

  if (only.has('room')) {
    // 5,000 sockets of the 500 users (10 each) in their rooms; 200 sockets of the company's
    // supervisors and administrator follow one protocol, which gets 40 messages at 4/s.
    const everyone = users.flatMap((user) => Array.from({ length: socketCount / users.length }, () => user));
    const watchers = everyone
      .map((user, index) => ({ user, index }))
      .filter(({ user }) => user.company_id === company && user.profile !== 1)
      .slice(0, roomSize)
      .map(({ index }) => index);
    const protocolId = open[0]!.id;
    for (const kind of ['server', 'bare'] as const) {
      const target = kind === 'server' ? server : await startBare('io');
      const connectStarted = performance.now();
      const sockets = await openSockets(
        target.base,
        everyone.map((user) => (kind === 'server' ? token(user.id) : undefined)),
      );
      const connectSeconds = (performance.now() - connectStarted) / 1000;
      await Promise.all(
        sockets.map((socket) => Promise.all(['count', 'notification'].map((room) => join(socket, room)))),
      );
      const room = kind === 'server' ? `protocol:${protocolId}` : `p${protocolId}`;
      const joined = await Promise.all(watchers.map((index) => join(sockets[index]!, room)));
      if (joined.some((ok) => !ok)) throw new Error('a watcher could not join the protocol room');
      const sent = new Map<string, number>();
      const received: number[] = [];
      for (const index of watchers)
        sockets[index]!.on('message:new', (message: { text: string }) => {
          const at = sent.get(message.text);
          if (at !== undefined) received.push(performance.now() - at);
        });
      const run = `${Date.now().toString(36)}-room-${kind}`;
      const triggers = 40;
      const result = await sendAtRate(target.base, 4, triggers / 4, sent, (n) => {
        const text = `bench ${run} ${n}`;
        return kind === 'server'
          ? {
              path: '/api/v1/message',
              json: { protocol_id: protocolId, text },
              token: token(administrator.id),
              key: text,
            }
          : {
              path: '/emit',
              json: { room, event: 'message:new', payload: { text, protocol_id: protocolId } },
              key: text,
            };
      });
      await sleep(1000);
      realtime.push(
        latencyRow(
          `room of ${roomSize} among ${sockets.length} sockets: ${kind === 'server' ? 'server' : 'bare Socket.IO'}`,
          received,
          {
            received: `${received.length}/${result.sent * roomSize}`,
            failed: result.failed,
            'connect 5,000 s': connectSeconds.toFixed(1),
          },
        ),
      );
      for (const socket of sockets) socket.close();
      if (kind === 'bare') await stop(target.child);
      console.log(`  room, ${kind}: done`);
    }
  }
  if (realtime.length) console.table(realtime);

  await db.query('delete from sessions');
  await db.end();
  // A profiled server must end by process.exit for node to write its profile.
  if (process.env.BENCH_SERVER_FLAGS) server.child.send('probe:exit');
  await stop(server.child);
  console.log(
    `load average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
}

await main();
process.exit(0);
