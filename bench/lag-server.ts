/**
 * The server under load for the event-loop benchmark: the real app, with a 5 ms timer
 * that records how late it fires. Reports the lag percentiles when asked over IPC.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/client';
import { seedDemo } from '../apps/server/src/db/seed';
import { loadConfig } from '../apps/server/src/platform/config';

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-lag-'));
const config = loadConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
const database = await openDatabase(config);
await database.migrate();
await seedDemo(database.db);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();

const intervalMs = 5;
let lags: number[] = [];
let expected = performance.now() + intervalMs;
setInterval(() => {
  const now = performance.now();
  lags.push(Math.max(0, now - expected));
  expected = now + intervalMs;
}, intervalMs);

process.on('message', async (message: string) => {
  if (message === 'reset') {
    lags = [];
    process.send?.({ reset: true });
  }
  if (message === 'report') process.send?.({ lags });
  if (message === 'stop') {
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, kind: database.kind });
