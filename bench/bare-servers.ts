/**
 * The baselines of `bench/protocols.ts`, each a child process of its own like the real server:
 *
 *   bare-servers.ts sql <DATABASE_URL>   a bare node:http handler that runs SQL on a node-postgres
 *                                        pool (20 connections, as the server's): POST /prepare
 *                                        registers statements by key, GET /run/<key> runs them and
 *                                        answers the rows as JSON. No authentication, no validation.
 *   bare-servers.ts io                   a bare Socket.IO server: clients `join` any room;
 *                                        POST /emit {room, event, payload} emits to it.
 *
 * Sends { port } over IPC when listening.
 */
import http from 'node:http';
import pg from 'pg';
import { Server } from 'socket.io';

type Statement = { text: string; values?: unknown[]; rowMode?: 'array' };

const readBody = (request: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });

const [mode, databaseUrl] = process.argv.slice(2);
const server = http.createServer();

if (mode === 'sql') {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const prepared = new Map<string, Statement[]>();
  server.on('request', async (request, response) => {
    try {
      if (request.method === 'POST' && request.url === '/prepare') {
        const batch = JSON.parse(await readBody(request)) as Record<string, Statement[]>;
        for (const [key, statements] of Object.entries(batch)) prepared.set(key, statements);
        response.end('{}');
        return;
      }
      const statements = prepared.get((request.url ?? '').replace(/^\/run\//, '')) ?? [];
      let rows: unknown[] = [];
      for (const statement of statements) rows = (await pool.query(statement)).rows;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(rows));
    } catch (error) {
      response.statusCode = 500;
      response.end(String(error));
    }
  });
} else {
  const io = new Server(server, { serveClient: false });
  io.on('connection', (socket) => {
    socket.on('join', async (room: string, acknowledge?: (joined: boolean) => void) => {
      await socket.join(room);
      acknowledge?.(true);
    });
  });
  server.on('request', async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/emit') return;
    const { room, event, payload } = JSON.parse(await readBody(request)) as {
      room: string;
      event: string;
      payload: unknown;
    };
    io.to(room).emit(event, payload);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(payload));
  });
}

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message) => {
  if (message === 'stop') process.exit(0);
});
