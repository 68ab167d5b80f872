import { describe, expect, it } from 'vitest';
import { authStateOf, changePasswordSchema, loginSchema, recoveryCodeSchema, recoveryCodesRunLow } from './index';

const claims = (need: boolean, done: boolean) => ({
  sub: '1',
  needTwoFactorAuthentication: need,
  twoFactorAuthenticated: done,
  exp: 0,
});

describe('auth states (spec protocol-inbox §4)', () => {
  it('is logged out without a token', () => expect(authStateOf(null, false)).toBe('loggedOut'));
  it('needs setup when two-factor is required but not configured', () =>
    expect(authStateOf(claims(true, false), false)).toBe('setup2fa'));
  it('needs verification when two-factor is configured and not done', () =>
    expect(authStateOf(claims(true, false), true)).toBe('verify2fa'));
  it('is logged in once done or not needed', () => {
    expect(authStateOf(claims(true, true), true)).toBe('loggedIn');
    expect(authStateOf(claims(false, false), false)).toBe('loggedIn');
  });
});

describe('password change (backoffice §5: new and repeat must match)', () => {
  it('refuses a repeat that differs, on the repeat field', () => {
    const result = changePasswordSchema.safeParse({
      currentPassword: 'x',
      password: 'Nova@2026',
      repeatPassword: 'Outra@2026',
    });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues[0]).toMatchObject({
        path: ['repeatPassword'],
        message: 'validation.passwordsMustMatch',
      });
    }
  });
  it('accepts matching strong passwords', () => {
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'x', password: 'Nova@2026', repeatPassword: 'Nova@2026' })
        .success,
    ).toBe(true);
  });
});

describe('login body', () => {
  it('refuses unknown fields', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x', role: 99 }).success).toBe(false);
  });
});

describe('recovery codes as typed', () => {
  it('accept the printed form in any case, with spaces around, and give it back as printed', () => {
    expect(recoveryCodeSchema.parse(' ABCDE-23456 ')).toBe('abcde-23456');
  });

  it('refuse an app code, a code without its hyphen and the letters that are never printed', () => {
    for (const typed of ['123456', 'abcde23456', 'abcd-23456', 'abcde-2345o', 'ilxyz-23456'])
      expect(recoveryCodeSchema.safeParse(typed).success).toBe(false);
  });
});

describe('recovery codes running low', () => {
  it('at 3 unused codes or fewer, only for a user who was given some', () => {
    expect(recoveryCodesRunLow({ left: 3, total: 10 })).toBe(true);
    expect(recoveryCodesRunLow({ left: 0, total: 10 })).toBe(true);
    expect(recoveryCodesRunLow({ left: 4, total: 10 })).toBe(false);
    expect(recoveryCodesRunLow({ left: 0, total: 0 })).toBe(false);
  });
});
