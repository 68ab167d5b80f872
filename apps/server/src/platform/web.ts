import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; unknown non-API paths get index.html so client routes deep-link. */
export async function registerWebApp(app: FastifyInstance, distDirectory: string) {
  if (!existsSync(path.join(distDirectory, 'index.html'))) {
    app.log.warn(`web app not built (${distDirectory}); run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, { root: distDirectory, wildcard: false, maxAge: '1h' });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/socket.io/')) return reply.callNotFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
