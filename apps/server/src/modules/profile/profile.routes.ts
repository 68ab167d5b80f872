import { serverEvents } from '@contact/domain/realtime';
import { photoMaxBytes, updateProfile, uploadProfilePhoto } from '@contact/domain/users';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { AppError } from '../../platform/errors';
import { createProfileService, photoTooLarge } from './profile.service';

export function registerProfileRoutes(app: FastifyInstance) {
  const service = createProfileService({ db: app.db, files: app.files });

  route(app, updateProfile, async ({ auth, body }) => {
    const user = await service.update(auth.userId, body);
    app.realtime.toUser(auth.companyId, auth.userId, serverEvents.userUpdated, { id: auth.userId });
    return user;
  });

  route(app, uploadProfilePhoto, async ({ auth, request }) => {
    if (!request.isMultipart()) {
      throw new AppError('unsupported_media_type', 'errors.unsupportedMediaType', {
        type: String(request.headers['content-type'] ?? '-'),
      });
    }
    const file = await request.file({ limits: { fileSize: photoMaxBytes + 1, files: 1 } });
    if (!file || file.fieldname !== 'photo') {
      throw new AppError('validation', 'errors.fileRequired', {}, { photo: { key: 'errors.fileRequired' } });
    }
    const content = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
      throw error;
    });
    const user = await service.replacePhoto(auth.userId, file.mimetype, content);
    app.realtime.toUser(auth.companyId, auth.userId, serverEvents.userUpdated, { id: auth.userId });
    return user;
  });
}
