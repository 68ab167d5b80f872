import { z } from 'zod';
import { okSchema } from '../errors';
import { defineContract } from '../http';
import { currentUserSchema } from '../users';
import { emailSchema, passwordSchema, twoFactorCodeSchema } from '../validation';

/** Claims of the bearer token that the client reads (spec protocol-inbox §3). */
export const tokenClaimsSchema = z.object({
  sub: z.string(),
  needTwoFactorAuthentication: z.boolean(),
  twoFactorAuthenticated: z.boolean(),
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

/** Auth states of the client (spec protocol-inbox §4). */
export type AuthState = 'loggedOut' | 'setup2fa' | 'verify2fa' | 'loggedIn';

export function authStateOf(claims: TokenClaims | null, twoFactorEnabled: boolean): AuthState {
  if (!claims) return 'loggedOut';
  if (claims.needTwoFactorAuthentication && !claims.twoFactorAuthenticated) {
    return twoFactorEnabled ? 'verify2fa' : 'setup2fa';
  }
  return 'loggedIn';
}

export const sessionSchema = z.object({ token: z.string(), user: currentUserSchema });
export type Session = z.infer<typeof sessionSchema>;

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1).max(128),
  stayConnected: z.boolean().optional(),
});

export const login = defineContract({
  method: 'POST',
  path: '/api/v1/authentication/login',
  summary: 'Sign in with e-mail and password',
  tags: ['authentication'],
  auth: false,
  body: loginSchema,
  response: sessionSchema,
});

export const me = defineContract({
  method: 'GET',
  path: '/api/v1/authentication/me',
  summary: 'The signed-in user',
  tags: ['authentication'],
  auth: true,
  response: currentUserSchema,
});

export const logout = defineContract({
  method: 'GET',
  path: '/api/v1/authentication/logout',
  summary: 'Sign out: the token is revoked',
  tags: ['authentication'],
  auth: true,
  allowedBeforeTwoFactor: true,
  response: okSchema,
});

export const twoFactorSetup = defineContract({
  method: 'POST',
  path: '/api/v1/authentication/2fa/setup',
  summary: 'Start two-factor setup: a new TOTP secret, its otpauth URL and a QR code',
  tags: ['authentication'],
  auth: true,
  allowedBeforeTwoFactor: true,
  response: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }),
});

export const twoFactorCodeBodySchema = z.strictObject({ code: twoFactorCodeSchema });

export const twoFactorVerify = defineContract({
  method: 'POST',
  path: '/api/v1/authentication/2fa/verify',
  summary: 'Confirm a TOTP code: finishes setup or the sign-in step, and returns a new token',
  tags: ['authentication'],
  auth: true,
  allowedBeforeTwoFactor: true,
  body: twoFactorCodeBodySchema,
  response: sessionSchema,
});

export const twoFactorDisable = defineContract({
  method: 'POST',
  path: '/api/v1/authentication/2fa/disable',
  summary: 'Turn two-factor off with a current code (not when the company requires it)',
  tags: ['authentication'],
  auth: true,
  body: twoFactorCodeBodySchema,
  response: currentUserSchema,
});

/** The letters and digits of recovery codes: none that can be read as another (no 0/o, 1/i/l). */
export const recoveryCodeAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A one-time code for signing in without the authenticator app: two groups of five letters and
 * digits (no 0, 1, i, l or o), as printed; typed in any case, with or without spaces around.
 */
export const recoveryCodeSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[${recoveryCodeAlphabet}]{5}-[${recoveryCodeAlphabet}]{5}$`), {
    message: 'validation.recoveryCode',
  });

export const twoFactorRecoverBodySchema = z.strictObject({ recoveryCode: recoveryCodeSchema });
export const recoveryCodesBodySchema = z.strictObject({ password: z.string().min(1) });

/** How many recovery codes a user gets at a time. */
export const recoveryCodeCount = 10;

export const twoFactorRecoveryCodes = defineContract({
  method: 'POST',
  path: '/api/v1/authentication/2fa/recovery-codes',
  summary:
    'New recovery codes, confirmed with the password: each signs in once without the authenticator app; ' +
    'the codes given before stop working',
  tags: ['authentication'],
  auth: true,
  body: recoveryCodesBodySchema,
  response: z.object({ codes: z.array(z.string()) }),
});

/** At this many unused codes or fewer, the user is told to generate new ones. */
export const recoveryCodesFewLeft = 3;

/** Whether a user who was given recovery codes has few enough left to be told to make new ones. */
export const recoveryCodesRunLow = (count: { left: number; total: number }) =>
  count.total > 0 && count.left <= recoveryCodesFewLeft;

export const twoFactorRecoveryCodesLeft = defineContract({
  method: 'GET',
  path: '/api/v1/authentication/2fa/recovery-codes',
  summary: 'How many of the user’s recovery codes are still unused (0 when they have none, or two-factor is off)',
  tags: ['authentication'],
  auth: true,
  response: z.object({ left: z.number().int().min(0), total: z.number().int().min(0) }),
});

export const twoFactorRecover = defineContract({
  method: 'POST',
  path: '/api/v1/authentication/2fa/recover',
  summary: 'The sign-in step with a recovery code instead of the app’s code: the code is spent; returns a new token',
  tags: ['authentication'],
  auth: true,
  allowedBeforeTwoFactor: true,
  body: twoFactorRecoverBodySchema,
  response: sessionSchema,
});

export const forgotPassword = defineContract({
  method: 'POST',
  path: '/api/v1/authentication/forgot-password',
  summary: 'Send a single-use password reset link by e-mail (always answers ok)',
  tags: ['authentication'],
  auth: false,
  body: z.strictObject({ email: emailSchema }),
  response: okSchema,
});

const matchingPasswords = <T extends { password: string; repeatPassword: string }>(value: T) =>
  value.password === value.repeatPassword;
const mismatch = { message: 'validation.passwordsMustMatch', path: ['repeatPassword'] };

export const resetPasswordSchema = z
  .strictObject({ token: z.string().min(1).max(200), password: passwordSchema, repeatPassword: z.string().max(128) })
  .refine(matchingPasswords, mismatch);

export const resetPassword = defineContract({
  method: 'POST',
  path: '/api/v1/authentication/reset-password',
  summary: 'Set a new password with a reset link token',
  tags: ['authentication'],
  auth: false,
  body: resetPasswordSchema,
  response: okSchema,
});

export const changePasswordSchema = z
  .strictObject({
    currentPassword: z.string().min(1).max(128),
    password: passwordSchema,
    repeatPassword: z.string().max(128),
  })
  .refine(matchingPasswords, mismatch);

export const changePassword = defineContract({
  method: 'PUT',
  path: '/api/v1/authentication/password',
  summary: 'Change the signed-in user’s password (current, new and repeat)',
  tags: ['authentication'],
  auth: true,
  body: changePasswordSchema,
  response: okSchema,
});
