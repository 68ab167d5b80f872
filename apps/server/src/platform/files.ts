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

/** A safe stored extension from an uploaded file's name. */
export function fileExtension(filename: string): string {
  return (
    (filename.split('.').pop() ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 8) || 'bin'
  );
}

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

/** Types shown inline (images, audio, video, PDF); anything else is only ever downloaded. */
const contentTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  webm: 'video/webm',
  mp4: 'video/mp4',
  pdf: 'application/pdf',
};

/** Files are addressed by unguessable keys, so images can be shown with a plain <img>. */
export function registerFileRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>('/api/v1/files/:key', { schema: { hide: true } }, async (request, reply) => {
    const stream = await app.files.open(request.params.key);
    if (!stream) return reply.callNotFound();
    const extension = request.params.key.split('.').pop() ?? '';
    const inline = contentTypes[extension];
    if (!inline) reply.header('content-disposition', 'attachment');
    return reply
      .header('content-type', inline ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stream);
  });
}
