import { createHash, randomBytes } from 'node:crypto';
import type { Session } from '@contact/domain/auth';
import { translate, type MessageKey } from '@contact/domain/i18n';
import { localeSchema, type Locale } from '@contact/domain/locales';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, passwordResets, users } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { createSharedAttemptLimiter, type SharedAttemptLimiter } from '../../platform/auth/shared-attempts';
import type { TokenSigner } from '../../platform/auth/tokens';
import type { SecretBox } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mailer';
import { getCurrentUser } from '../users/users.service';
import { forgetRecoveryCodes, replaceRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { openSession, revokeSession, revokeUserSessions, sessionExpiry } from './sessions';
import { acceptCode, describeSecret, newTwoFactorSecret } from './two-factor';

export type AuthDependencies = {
  db: Database;
  tokens: TokenSigner;
  secrets: SecretBox;
  mailer: Mailer;
  lifetimes: { sessionHours: number; stayConnectedDays: number };
  /** Called with each session id that stops being valid, to drop its live connections. */
  onSessionsRevoked(sessionIds: string[]): void;
  /** Called when a user's two-factor state changes, so their sessions are checked again. */
  onTwoFactorChanged(userId: number): void;
};

const fifteenMinutes = 15 * 60_000;
export const resetLinkMinutes = 60;

const tooManyAttempts = (minutes: number) => new AppError('too_many_attempts', 'errors.tooManyAttempts', { minutes });
const invalidCredentials = () => new AppError('invalid_credentials', 'errors.invalidCredentials');
/** A refusal of one field's value, named under that field. */
const invalidField = (field: string, key: MessageKey) => () =>
  new AppError('validation', key, {}, { [field]: { key } });
const invalidCode = invalidField('code', 'errors.invalidTwoFactorCode');
const invalidRecoveryCode = invalidField('recoveryCode', 'errors.invalidRecoveryCode');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function createAuthService(deps: AuthDependencies) {
  const { db, secrets } = deps;
  const limit = (name: string, maxAttempts: number) =>
    createSharedAttemptLimiter(db, { name, maxAttempts, windowMs: fifteenMinutes });
  const accountAttempts = limit('account', 5);
  const addressAttempts = limit('address', 20);
  const codeAttempts = limit('two-factor', 5);
  const resetRequests = limit('reset-address', 20);
  const resetMails = limit('reset-mail', 3);

  async function findUser(userId: number) {
    const [row] = await db
      .select({ user: users, requireTwoFactor: companies.requireTwoFactor })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new AppError('unauthenticated', 'errors.unauthenticated');
    return row;
  }

  /**
   * A check under a limit: the attempt is counted first, refused when it is one too many, and
   * the key starts over when the check passes (answers something other than null or false).
   */
  async function limited<T>(
    limiter: SharedAttemptLimiter,
    key: string,
    check: () => Promise<T | null | false> | T | null | false,
    refusal: () => AppError,
  ): Promise<T> {
    const blocked = await limiter.take(key);
    if (blocked) throw tooManyAttempts(blocked);
    const passed = await check();
    if (passed === null || passed === false) throw refusal();
    await limiter.reset(key);
    return passed;
  }

  /** Checks a code against the user's secret (or the one being set up) and burns its time step. */
  function consumeCode(userId: number, code: string, sealedSecret: string | null, lastStep: number | null) {
    const step = () => (sealedSecret ? acceptCode(secrets.open(sealedSecret), code, lastStep) : null);
    return limited(codeAttempts, `user:${userId}`, step, invalidCode);
  }

  /** One's own password, confirmed under the account's limit as at sign-in; `field` names it when wrong. */
  async function confirmOwnPassword(user: { email: string; passwordHash: string }, password: string, field: string) {
    const refusal = invalidField(field, 'errors.currentPasswordWrong');
    await limited(accountAttempts, user.email, () => verifyPassword(user.passwordHash, password), refusal);
  }

  /**
   * The second factor passed: the session goes on under a new token, the pending one revoked and
   * the user's sessions checked again.
   */
  async function continueAuthenticated(auth: AuthContext, user: { id: number; companyId: number }) {
    const expiresAt = await revokeSession(db, auth.sessionId);
    deps.onTwoFactorChanged(user.id);
    return openSession(deps, {
      userId: user.id,
      companyId: user.companyId,
      needTwoFactor: true,
      twoFactorAuthenticated: true,
      expiresAt,
    });
  }

  return {
    async login(input: {
      email: string;
      password: string;
      stayConnected?: boolean;
      address: string;
    }): Promise<Session> {
      // The address counts failures only: an office's agents all sign in from one address.
      const blocked = Math.max(await addressAttempts.take(input.address), await accountAttempts.take(input.email));
      if (blocked) throw tooManyAttempts(blocked);
      const [row] = await db
        .select({ user: users, requireTwoFactor: companies.requireTwoFactor })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.email, input.email))
        .limit(1);
      const valid = await verifyPassword(row?.user.passwordHash ?? (await decoyHash()), input.password);
      if (!row || !valid || !row.user.active) throw invalidCredentials();
      await Promise.all([accountAttempts.reset(input.email), addressAttempts.giveBack(input.address)]);
      return openSession(deps, {
        userId: row.user.id,
        companyId: row.user.companyId,
        needTwoFactor: row.user.twoFactorEnabled || row.requireTwoFactor,
        twoFactorAuthenticated: false,
        expiresAt: sessionExpiry(deps.lifetimes, input.stayConnected ?? false),
      });
    },

    async logout(auth: AuthContext) {
      await revokeSession(db, auth.sessionId);
      deps.onSessionsRevoked([auth.sessionId]);
    },

    /** A new secret, kept aside until a code from it is confirmed. */
    async startTwoFactorSetup(auth: AuthContext) {
      const { user } = await findUser(auth.userId);
      if (user.twoFactorEnabled) throw new AppError('conflict', 'errors.twoFactorAlreadyEnabled');
      const secret = newTwoFactorSecret();
      await db
        .update(users)
        .set({ twoFactorPendingSecret: secrets.seal(secret), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return describeSecret(secret, user.email);
    },

    /** Confirms the setup, or the sign-in step; either way the session continues under a new token. */
    async verifyTwoFactor(auth: AuthContext, code: string): Promise<Session> {
      const { user } = await findUser(auth.userId);
      const settingUp = !user.twoFactorEnabled;
      if (settingUp && !user.twoFactorPendingSecret) throw new AppError('conflict', 'errors.twoFactorNotStarted');
      const sealed = settingUp ? user.twoFactorPendingSecret : user.twoFactorSecret;
      const step = await consumeCode(user.id, code, sealed, user.twoFactorLastStep);
      await db
        .update(users)
        .set({
          twoFactorLastStep: step,
          ...(settingUp ? { twoFactorEnabled: true, twoFactorSecret: sealed, twoFactorPendingSecret: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
      return continueAuthenticated(auth, user);
    },

    /** The sign-in step with a recovery code, for a user without their app: the code is spent. */
    async recoverTwoFactor(auth: AuthContext, code: string): Promise<Session> {
      const { user } = await findUser(auth.userId);
      if (!user.twoFactorEnabled) throw new AppError('conflict', 'errors.twoFactorNotEnabled');
      const spend = () => spendRecoveryCode(db, user.id, code);
      await limited(codeAttempts, `user:${user.id}`, spend, invalidRecoveryCode);
      return continueAuthenticated(auth, user);
    },

    /** New recovery codes for a user with two-factor on, once their password is confirmed. */
    async newRecoveryCodes(auth: AuthContext, password: string): Promise<{ codes: string[] }> {
      const { user } = await findUser(auth.userId);
      if (!user.twoFactorEnabled) throw new AppError('conflict', 'errors.twoFactorNotEnabled');
      await confirmOwnPassword(user, password, 'password');
      return { codes: await replaceRecoveryCodes(db, user.id) };
    },

    async disableTwoFactor(auth: AuthContext, code: string) {
      const { user, requireTwoFactor } = await findUser(auth.userId);
      if (!user.twoFactorEnabled) throw new AppError('conflict', 'errors.twoFactorNotEnabled');
      if (requireTwoFactor) throw new AppError('conflict', 'errors.twoFactorRequiredByCompany');
      const step = await consumeCode(user.id, code, user.twoFactorSecret, user.twoFactorLastStep);
      await db
        .update(users)
        .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: step, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await forgetRecoveryCodes(db, user.id);
      deps.onTwoFactorChanged(user.id);
      return getCurrentUser(db, user.id);
    },

    /**
     * Succeeds from the caller's view whether the e-mail exists or not, so it never tells which
     * do. A client address may ask 20 times in 15 minutes, and an e-mail gets at most 3 links in
     * that time: more requests are answered alike and send nothing (no one floods a mailbox).
     */
    async forgotPassword(input: { email: string; locale: Locale; appOrigin: string; address: string }) {
      const { email, appOrigin } = input;
      const wait = await resetRequests.take(input.address);
      if (wait) throw new AppError('too_many_attempts', 'errors.tooManyRequests', { minutes: wait });
      if (await resetMails.take(email)) return;
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (!user || !user.active) return;
      const token = randomBytes(32).toString('base64url');
      await db.insert(passwordResets).values({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + resetLinkMinutes * 60_000),
      });
      const parsed = localeSchema.safeParse(user.language);
      const locale = parsed.success ? parsed.data : input.locale;
      const link = `${appOrigin}/redefinir-senha?token=${token}`;
      await deps.mailer.send({
        companyId: user.companyId,
        to: user.email,
        subject: translate(locale, 'mail.passwordReset.subject'),
        text: translate(locale, 'mail.passwordReset.text', { name: user.name, minutes: resetLinkMinutes, link }),
      });
    },

    async resetPassword(token: string, password: string) {
      const [reset] = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!reset)
        throw new AppError(
          'validation',
          'errors.resetTokenInvalid',
          {},
          { token: { key: 'errors.resetTokenInvalid' } },
        );
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(users.id, reset.userId));
      deps.onSessionsRevoked(await revokeUserSessions(db, reset.userId));
    },

    async changePassword(auth: AuthContext, currentPassword: string, password: string) {
      const { user } = await findUser(auth.userId);
      await confirmOwnPassword(user, currentPassword, 'currentPassword');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      deps.onSessionsRevoked(await revokeUserSessions(db, user.id, auth.sessionId));
    },
  };
}
