import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** The one storage port for files; local disk under the data directory. */
export type FileStorage = {
  put(content: Buffer, extension: string): Promise<string>;
  open(key: string): Promise<Readable | null>;
};

const keyPattern = /^[A-Za-z0-9_-]{22}\.[a-z0-9]{1,8}$/;

export function createLocalFileStorage(directory: string): FileStorage {
  return {
    async put(content, extension) {
      await mkdir(directory, { recursive: true });
      const key = `${randomBytes(16).toString('base64url')}.${extension}`;
      await writeFile(path.join(directory, key), content);
      return key;
    },
    async open(key) {
      if (!keyPattern.test(key)) return null;
      const file = path.join(directory, key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
  };
}

const contentTypes: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Files are addressed by unguessable keys, so images can be shown with a plain <img>. */
export function registerFileRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>('/api/v1/files/:key', { schema: { hide: true } }, async (request, reply) => {
    const stream = await app.files.open(request.params.key);
    if (!stream) return reply.callNotFound();
    const extension = request.params.key.split('.').pop() ?? '';
    return reply
      .header('content-type', contentTypes[extension] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}
