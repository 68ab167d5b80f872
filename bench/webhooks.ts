/**
 * Provider webhooks under load (issue 5): signed WhatsApp Cloud API webhooks at a fixed
 * rate against the real server, on the embedded database as `npm start` runs it.
 *   - acknowledgement: from sending the POST to its 200 (providers retry or disable slow
 *     webhooks: the goal is p99 under 250 ms at 240 requests per second);
 *   - end to end: from sending the POST to the supervisor's socket receiving the protocol
 *     with that message (or a later one of the same customer: messages stored together
 *     update their protocol once), through the inbound queue (goal: p95 under 2 s).
 * Baseline, in the same run and with the same load generator: a bare Node HTTP server that
 * reads the body, checks the same signature and answers 200.
 *
 *   npm run bench:webhooks
 *   BENCH_RATE=120 BENCH_SECONDS=5 npm run bench:webhooks
 *   BENCH_DATABASE_URL=postgres://…/empty_db npm run bench:webhooks    on PostgreSQL instead
 */
import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { io as connect } from 'socket.io-client';
import { apiAs } from '../e2e/support/api';
import { startServer } from '../e2e/support/server';
import { clusterCpuMs, parentOf, processCpuMs } from './cpu-usage';

const rate = Number(process.env.BENCH_RATE ?? 240);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const customers = 300;
const number = {
  phoneNumberId: '106540352242922',
  businessAccountId: '102290129340398',
  accessToken: 'EAAbench-access-token',
  appSecret: 'bench-app-secret',
  verifyToken: 'bench-verify-token',
};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms`;

/** One customer's text message as Meta delivers it. */
function webhookBody(index: number, text: string) {
  const from = `55119${String(80_000_000 + (index % customers)).padStart(8, '0')}`;
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: number.businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '551133334444', phone_number_id: number.phoneNumberId },
              contacts: [{ profile: { name: `Cliente ${index % customers}` }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.bench-${Date.now()}-${index}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

const signatureOf = (body: string) => `sha256=${createHmac('sha256', number.appSecret).update(body).digest('hex')}`;

/** Sends `rate` signed webhooks a second for `seconds`, without waiting for answers; answers each send time. */
async function load(url: string) {
  const acks: number[] = [];
  const sentAt = new Map<string, number>();
  let failed = 0;
  const total = rate * seconds;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const text = `bench ${index}`;
    const body = webhookBody(index, text);
    const sent = performance.now();
    sentAt.set(text, sent);
    inFlight.push(
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(body) },
        body,
      })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.ok) acks.push(performance.now() - sent);
          else failed += 1;
        })
        .catch(() => {
          failed += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  const achieved = total / ((performance.now() - started) / 1000);
  return { acks, failed, achieved, sentAt };
}

/** The same signature check and a 200, nothing else. */
function bareServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const expected = `sha256=${createHmac('sha256', number.appSecret).update(body).digest('hex')}`;
      const ok = request.headers['x-hub-signature-256'] === expected;
      response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ received: ok }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`, server });
    }),
  );
}

/** Answers the Graph API calls the server makes (automatic answers going out). */
function graphStub(): Promise<{ url: string; server: Server }> {
  let counter = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      counter += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ messaging_product: 'whatsapp', contacts: [], messages: [{ id: `wamid.out-${counter}` }] }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server });
    }),
  );
}

/** The server's processes: those started with its data directory. */
function serverPids(dataDir: string): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      return readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`DATA_DIR=${dataDir}`)
        ? [Number(entry)]
        : [];
    } catch {
      return [];
    }
  });
}

/** The CPU the server (and, on PostgreSQL, the database cluster) used so far, in milliseconds. */
async function cpuMeter(dataDir: string, database: string | undefined) {
  const pids = serverPids(dataDir);
  let postmaster = 0;
  if (database) {
    const client = new pg.Client({ connectionString: database });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() pid');
    postmaster = parentOf(rows[0]?.pid ?? 0);
    await client.end();
  }
  return () => ({
    server: pids.reduce((total, pid) => total + processCpuMs(pid), 0),
    database: postmaster ? clusterCpuMs(postmaster) : 0,
  });
}

async function main() {
  console.log(`${rate} webhooks/s for ${seconds} s, ${customers} customers\n`);

  const bare = await bareServer();
  const baseline = await load(bare.url);
  bare.server.close();

  const graph = await graphStub();
  const database = process.env.BENCH_DATABASE_URL;
  console.log(`database: ${database ? 'PostgreSQL' : 'embedded (PGlite)'}`);
  const server = await startServer({
    env: { WHATSAPP_GRAPH_URL: graph.url, ...(database ? { DATABASE_URL: database } : {}) },
  });
  try {
    const admin = await apiAs(server.url, 'admin@demo.com.br');
    const { id } = await admin.call<{ id: number }>('POST', '/settings/whatsapp-oficial', {
      description: 'WhatsApp (bench)',
      phone: '(11) 3333-4444',
      ...number,
      apiVersion: 'v21.0',
      departments: [1],
    });
    const supervisor = await apiAs(server.url, 'supervisor@demo.com.br');
    const socket = connect(server.url, { query: { token: supervisor.token }, transports: ['websocket'] });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    await new Promise((resolve) => socket.emit('join', 'list:all', resolve));
    // A message has reached the agent when the list shows its conversation with it or with a later
    // message of the same customer (messages stored together update their protocol once).
    const arrived = new Map<string, number>();
    socket.on('protocol:update', (protocol: { last_message: string | null }) => {
      const latest = /^bench (\d+)$/.exec(protocol.last_message ?? '');
      if (!latest) return;
      const now = performance.now();
      for (let index = Number(latest[1]); index >= 0 && !arrived.has(`bench ${index}`); index -= customers)
        arrived.set(`bench ${index}`, now);
    });

    const cpu = await cpuMeter(server.dataDir, database);
    const cpuBefore = cpu();
    const loadBefore = loadavg()[0] ?? 0;
    const started = performance.now();
    const measured = await load(`${server.url}/api/webhooks/whatsapp/${id}`);
    const deadline = Date.now() + 120_000;
    while (arrived.size < measured.acks.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const cpuAfter = cpu();
    const lastArrival = Math.max(...arrived.values());
    const endToEnd = [...measured.sentAt].flatMap(([text, sent]) => {
      const at = arrived.get(text);
      return at === undefined ? [] : [at - sent];
    });
    socket.disconnect();

    console.log(
      `bare HTTP + signature   ack ${figures(baseline.acks)}  (${baseline.achieved.toFixed(0)}/s, ${baseline.failed} failed)`,
    );
    console.log(
      `server webhook          ack ${figures(measured.acks)}  (${measured.achieved.toFixed(0)}/s, ${measured.failed} failed)`,
    );
    console.log(
      `webhook -> agent socket     ${figures(endToEnd)}  (${endToEnd.length} of ${measured.acks.length} arrived)`,
    );
    const stored = arrived.size;
    console.log(
      `stored                      ${stored} messages in ${((lastArrival - started) / 1000).toFixed(1)} s from the first send` +
        ` (${((stored * 1000) / (lastArrival - started)).toFixed(0)}/s); CPU per message: server` +
        ` ${((cpuAfter.server - cpuBefore.server) / stored).toFixed(2)} ms` +
        (database ? `, PostgreSQL ${((cpuAfter.database - cpuBefore.database) / stored).toFixed(2)} ms` : '') +
        `; load average ${loadBefore.toFixed(1)} -> ${(loadavg()[0] ?? 0).toFixed(1)}`,
    );
  } finally {
    await server.stop();
    graph.server.close();
  }
}

await main();
