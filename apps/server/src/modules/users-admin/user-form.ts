import { photoMaxBytes } from '@contact/domain/users';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { photoTooLarge } from '../profile/profile.service';

export type UploadedPhoto = { mimeType: string; content: Buffer };

const photos = new WeakMap<FastifyRequest, UploadedPhoto>();

/**
 * The user form may come as multipart (spec §7: PUT multipart /settings/users/): the
 * user's JSON in a `data` part and an optional `photo` file. Runs before validation, so
 * the contract's schema checks the JSON exactly as it checks a JSON body.
 */
export async function readUserForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  let data: unknown = {};
  for await (const part of request.parts({ limits: { fileSize: photoMaxBytes + 1, files: 1 } })) {
    if (part.type === 'file') {
      const content = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
        throw error;
      });
      if (part.fieldname === 'photo') photos.set(request, { mimeType: part.mimetype, content });
    } else if (part.fieldname === 'data') {
      try {
        data = JSON.parse(String(part.value)) as unknown;
      } catch {
        throw new AppError('malformed_body', 'errors.malformedBody');
      }
    }
  }
  request.body = data;
}

export function uploadedPhoto(request: FastifyRequest): UploadedPhoto | undefined {
  return photos.get(request);
}
