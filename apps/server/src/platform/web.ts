import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Serves the built web app; unknown non-API paths get index.html so client routes deep-link. */
export async function registerWebApp(app: FastifyInstance, distDirectory: string) {
  if (!existsSync(path.join(distDirectory, 'index.html'))) {
    app.log.warn(`web app not built (${distDirectory}); run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDirectory,
    wildcard: false,
    index: false,
    // Hashed assets never change; index.html must be fetched fresh so a deploy is picked up at once.
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) => {
      reply.header('cache-control', file.endsWith('index.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/socket.io/')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
