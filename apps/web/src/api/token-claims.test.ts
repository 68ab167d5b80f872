import { describe, expect, it } from 'vitest';
import { inOneHour, tokenWith } from '../test/render';
import { authStateOfToken, decodeClaims, isExpired, needsTwoFactor } from './token-claims';

const claims = { sub: '7', needTwoFactorAuthentication: true, twoFactorAuthenticated: false, exp: 2_000_000_000 };

describe('token claims', () => {
  it('reads the payload of a JWT written in base64url', () => {
    expect(decodeClaims(tokenWith(claims))).toEqual(claims);
  });

  it('decodes base64url characters and UTF-8 text in the payload', () => {
    const payload = { ...claims, sub: 'joão?>>' };
    expect(decodeClaims(tokenWith(payload))?.sub).toBe('joão?>>');
  });

  it('gives null for anything that is not a token with the expected claims', () => {
    expect(decodeClaims('not-a-token')).toBeNull();
    expect(decodeClaims('a.b.c')).toBeNull();
    expect(decodeClaims(tokenWith({ sub: '7' }))).toBeNull();
  });

  it('tells when the two-factor step is still to do', () => {
    expect(needsTwoFactor(claims)).toBe(true);
    expect(needsTwoFactor({ ...claims, twoFactorAuthenticated: true })).toBe(false);
    expect(needsTwoFactor({ ...claims, needTwoFactorAuthentication: false })).toBe(false);
  });

  it('maps a token to the auth states of spec protocol-inbox §4', () => {
    const pending = tokenWith({ ...claims, exp: inOneHour() });
    expect(authStateOfToken(null, false)).toBe('loggedOut');
    expect(authStateOfToken(pending, false)).toBe('setup2fa');
    expect(authStateOfToken(pending, true)).toBe('verify2fa');
    expect(authStateOfToken(tokenWith({ ...claims, exp: inOneHour(), twoFactorAuthenticated: true }), true)).toBe(
      'loggedIn',
    );
  });

  it('treats an expired token as no session', () => {
    const expired = { ...claims, needTwoFactorAuthentication: false, exp: 1000 };
    expect(isExpired(expired)).toBe(true);
    expect(authStateOfToken(tokenWith(expired), false)).toBe('loggedOut');
  });
});
