import {
  changePassword,
  forgotPassword,
  login,
  logout,
  me,
  resetPassword,
  twoFactorDisable,
  twoFactorRecover,
  twoFactorRecoveryCodes,
  twoFactorRecoveryCodesLeft,
  twoFactorSetup,
  twoFactorVerify,
} from '@contact/domain/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/contracts';
import { getCurrentUser } from '../users/users.service';
import { createAuthService } from './auth.service';
import { recoveryCodesLeft } from './recovery-codes';

const ok = { ok: true } as const;

function appOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function registerAuthRoutes(app: FastifyInstance) {
  const service = createAuthService({
    db: app.db,
    tokens: app.tokens,
    secrets: app.secrets,
    mailer: app.mailer,
    lifetimes: { sessionHours: app.config.sessionHours, stayConnectedDays: app.config.stayConnectedDays },
    onSessionsRevoked: (ids) => ids.forEach((id) => app.realtime.dropSession(id)),
    onTwoFactorChanged: (userId) => app.sessionCache.forget({ userId }),
  });

  route(app, login, ({ body, request }) => service.login({ ...body, address: request.ip }));
  route(app, me, ({ auth }) => getCurrentUser(app.db, auth.userId));
  route(app, logout, async ({ auth }) => {
    await service.logout(auth);
    return ok;
  });
  route(app, twoFactorSetup, ({ auth }) => service.startTwoFactorSetup(auth));
  route(app, twoFactorVerify, ({ auth, body }) => service.verifyTwoFactor(auth, body.code));
  route(app, twoFactorDisable, ({ auth, body }) => service.disableTwoFactor(auth, body.code));
  route(app, twoFactorRecover, ({ auth, body }) => service.recoverTwoFactor(auth, body.recoveryCode));
  route(app, twoFactorRecoveryCodes, ({ auth, body }) => service.newRecoveryCodes(auth, body.password));
  route(app, twoFactorRecoveryCodesLeft, ({ auth }) => recoveryCodesLeft(app.db, auth.userId));
  route(app, forgotPassword, async ({ body, request }) => {
    await service.forgotPassword({
      email: body.email,
      locale: request.locale,
      appOrigin: appOrigin(app, request),
      address: request.ip,
    });
    return ok;
  });
  route(app, resetPassword, async ({ body }) => {
    await service.resetPassword(body.token, body.password);
    return ok;
  });
  route(app, changePassword, async ({ auth, body }) => {
    await service.changePassword(auth, body.currentPassword, body.password);
    return ok;
  });
}
