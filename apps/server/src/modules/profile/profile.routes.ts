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

  route(app, uploadProfilePhoto, async ({ auth, files }) => {
    const file = files.find((item) => item.field === 'photo');
    if (!file) throw new AppError('validation', 'errors.fileRequired', {}, { photo: { key: 'errors.fileRequired' } });
    if (file.content.length > photoMaxBytes) throw photoTooLarge();
    const user = await service.replacePhoto(auth.userId, file.mimeType, file.content);
    app.realtime.toUser(auth.companyId, auth.userId, serverEvents.userUpdated, { id: auth.userId });
    return user;
  });
}
