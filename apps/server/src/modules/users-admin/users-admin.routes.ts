import { serverEvents } from '@contact/domain/realtime';
import {
  canReadSection,
  createAdminUser,
  listAdminUsers,
  listVendorUsers,
  resetAdminUserTwoFactor,
  toggleAdminUser,
  updateAdminUser,
  userSection,
} from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/authenticate';
import { route } from '../../platform/contracts';
import { forbidden } from '../../platform/errors';
import { requireAdministrator } from '../../platform/roles';
import { tenantScope } from '../../platform/tenancy';
import { revokeUserSessions } from '../auth/sessions';
import { checkPhoto, createProfileService } from '../profile/profile.service';
import { uploadedPhoto, readUserForm } from './user-form';
import { createUsersAdminService } from './users-admin.service';

export function requireUsersReader(auth: AuthContext) {
  if (!canReadSection(userSection.read, auth.role)) throw forbidden();
}

export function registerUsersAdminCrud(app: FastifyInstance) {
  const service = createUsersAdminService({ db: app.db, vendorDomains: app.config.vendorDomains });
  const profiles = createProfileService({ db: app.db, files: app.files });

  /** A user whose password or two-factor changed, or who was deactivated, is signed out everywhere at once. */
  async function signOut(userId: number) {
    for (const sessionId of await revokeUserSessions(app.db, userId)) app.realtime.dropSession(sessionId);
  }

  route(app, listAdminUsers, async ({ auth, query }) => {
    requireUsersReader(auth);
    return service.list(tenantScope(auth.companyId), query);
  });
  route(app, listVendorUsers, async ({ auth }) => {
    requireUsersReader(auth);
    return service.vendorList(tenantScope(auth.companyId), auth.email);
  });
  route(app, toggleAdminUser, async ({ auth, params, body }) => {
    requireAdministrator(auth);
    const user = await service.setActive(tenantScope(auth.companyId), params.id, body.active, auth.email);
    if (!body.active) await signOut(user.id);
    return user;
  });

  route(app, resetAdminUserTwoFactor, async ({ auth, params }) => {
    requireAdministrator(auth);
    const user = await service.resetTwoFactor(tenantScope(auth.companyId), params.id, auth.userId, auth.email);
    await signOut(user.id);
    app.realtime.toUser(auth.companyId, user.id, serverEvents.userUpdated, { id: user.id });
    return user;
  });

  // The create and update forms may carry a photo: their multipart body is read first, and
  // a photo that will be refused is refused before the user is created or changed.
  void app.register(async (forms) => {
    forms.addHook('preValidation', readUserForm);
    route(forms, createAdminUser, async ({ auth, body, request }) => {
      requireAdministrator(auth);
      const scope = tenantScope(auth.companyId);
      const photo = uploadedPhoto(request);
      if (photo) checkPhoto(photo.mimeType, photo.content);
      const user = await service.create(scope, body, auth.email);
      if (!photo) return user;
      await profiles.replacePhoto(user.id, photo.mimeType, photo.content);
      return service.get(scope, user.id);
    });
    route(forms, updateAdminUser, async ({ auth, body, request }) => {
      requireAdministrator(auth);
      const scope = tenantScope(auth.companyId);
      const photo = uploadedPhoto(request);
      if (photo) checkPhoto(photo.mimeType, photo.content);
      const { user, passwordChanged } = await service.update(scope, body, auth.email);
      if (passwordChanged && user.id !== auth.userId) await signOut(user.id);
      if (photo) await profiles.replacePhoto(user.id, photo.mimeType, photo.content);
      app.realtime.toUser(auth.companyId, user.id, serverEvents.userUpdated, { id: user.id });
      return photo ? service.get(scope, user.id) : user;
    });
  });
}
