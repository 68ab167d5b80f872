import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in e2e/support/). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The server's entry point, relative to the repository root. */
export const serverEntry = process.env.E2E_SERVER_ENTRY ?? 'apps/server/src/main.ts';

const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export type StartServerOptions = {
  /** Extra environment for the server process (wins over the defaults). */
  env?: Record<string, string>;
};

export type RunningServer = {
  /** Base URL, without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The server's fresh DATA_DIR (embedded database, files). */
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr interleaved). */
  output(): string;
  /** SIGTERM to the server process, wait for it to exit, remove the data dir. */
  stop(): Promise<void>;
};

/** A port that was free a moment ago on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Node 24 from the repository's devDependencies; the running Node as a fallback. */
function nodeBinary(): string {
  const local = join(repoRoot, 'node_modules', '.bin', 'node');
  return existsSync(local) ? local : process.execPath;
}

/** Server processes still alive, killed if the test process exits without stopping them. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Environment of the test runner minus what would leak into the server. */
function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (key.startsWith('VITEST') || key === 'TEST' || key === 'NODE_OPTIONS') continue;
    // A fresh DATA_DIR means a fresh embedded database; a DATABASE_URL must be asked for.
    if (key === 'DATABASE_URL' || key === 'TEST_DATABASE_URL') continue;
    env[key] = value;
  }
  return env;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) on a free port
 * with a fresh DATA_DIR and NODE_ENV=development (demo data seeded), and waits until
 * GET /api/health answers 200.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const url = `http://127.0.0.1:${port}`;

  const child = spawn(nodeBinary(), ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      ...baseEnv(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);

  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const state: { exited: boolean; spawnError?: Error } = { exited: false };
  child.once('exit', (code, signal) => {
    state.exited = true;
    running.delete(child);
    output += `\n[server exited with ${signal ?? `code ${code}`}]\n`;
  });
  child.once('error', (error) => {
    state.spawnError = error;
  });

  const stop = async () => {
    if (!state.exited && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        process.stderr.write(`[e2e] server on ${url} ignored SIGTERM for ${STOP_TIMEOUT_MS} ms; killing it\n`);
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    running.delete(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (true) {
    if (state.spawnError) lastProblem = `could not spawn: ${state.spawnError.message}`;
    if (state.exited || state.spawnError) break;
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return { url, dataDir, output: () => output, stop };
      lastProblem = `GET /api/health answered ${response.status}`;
    } catch (error) {
      lastProblem = `GET /api/health failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() > deadline) {
      lastProblem = `not healthy after ${START_TIMEOUT_MS / 1000} s (${lastProblem})`;
      break;
    }
    await sleep(250);
  }

  await stop();
  const message = `server did not start: ${state.exited && !state.spawnError ? 'it exited' : lastProblem}`;
  process.stderr.write(`[e2e] ${message}\n----- server output -----\n${output}\n-------------------------\n`);
  throw new Error(`${message}\n${output.slice(-4000)}`);
}
