/**
 * Loaded into the real server process by `bench/protocols.ts` (`node --import tsx --import
 * ./bench/sql-probe.ts apps/server/src/main.ts`): counts the SQL statements each HTTP request
 * issues and keeps the statements (text, parameters, row mode) of the last request per URL,
 * so the benchmark can replay exactly the server's SQL on a bare node-postgres pool.
 *
 * A request's statements are found through AsyncLocalStorage, entered when the HTTP server
 * emits the request; background work (jobs, timers) has no request and is not counted.
 * Reports over IPC: 'probe:reset', 'probe:report'; 'probe:exit' ends the process at once (so
 * `--cpu-prof` writes its profile).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type PgModule from 'pg';

type Statement = { text: string; values?: unknown[]; rowMode?: string };
type Request = { statements: Statement[] };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The pg module the server itself loads.
const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg') as typeof PgModule;

const current = new AsyncLocalStorage<Request>();
let counts = new Map<string, { requests: number; statements: number; max: number }>();
let samples = new Map<string, Statement[]>();

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event !== 'request') return (emit as (...all: unknown[]) => boolean).call(this, event, ...args);
  const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
  const store: Request = { statements: [] };
  response.once('finish', () => {
    const key = `${request.method} ${request.url}`;
    const route = `${request.method} ${(request.url ?? '').split('?')[0]}`;
    const count = counts.get(route) ?? { requests: 0, statements: 0, max: 0 };
    count.requests += 1;
    count.statements += store.statements.length;
    count.max = Math.max(count.max, store.statements.length);
    counts.set(route, count);
    if (samples.size < 500) samples.set(key, store.statements);
  });
  return current.run(store, () => (emit as (...all: unknown[]) => boolean).call(this, event, ...args));
} as typeof http.Server.prototype.emit;

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
  const store = current.getStore();
  if (store) {
    const statement: Statement =
      typeof config === 'string'
        ? { text: config, values: Array.isArray(rest[0]) ? (rest[0] as unknown[]) : undefined }
        : {
            text: (config as Statement).text,
            values: (config as Statement).values ?? (Array.isArray(rest[0]) ? (rest[0] as unknown[]) : undefined),
            rowMode: (config as Statement).rowMode,
          };
    store.statements.push(statement);
  }
  return (query as (...args: unknown[]) => unknown).call(this, config, ...rest);
} as typeof pg.Client.prototype.query;

process.on('message', (message: unknown) => {
  if (message === 'probe:reset') {
    counts = new Map();
    samples = new Map();
    process.send?.({ probe: 'reset' });
  }
  if (message === 'probe:exit') process.exit(0);
  if (message === 'probe:report')
    process.send?.({ probe: 'report', counts: Object.fromEntries(counts), samples: Object.fromEntries(samples) });
});
