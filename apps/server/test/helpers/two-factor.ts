import type { CurrentUser } from '@contact/domain/users';
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
import type { TestApp } from './app';

/** The authenticator app's code for a secret, now or some 30-second steps later. */
export const codeFor = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/**
 * Turns two-factor on for a user as they would: sign in, set up, confirm a code. Answers the
 * secret, the session that passed it, and the token it replaced.
 */
export async function turnOnTwoFactor(t: TestApp, email: string) {
  const { token } = await t.login(email);
  const setup = await t.request({ method: 'POST', url: '/api/v1/authentication/2fa/setup', token });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const verified = await t.request({
    method: 'POST',
    url: '/api/v1/authentication/2fa/verify',
    token,
    payload: { code: codeFor(secret) },
  });
  expect(verified.statusCode).toBe(200);
  return { secret, session: verified.json<{ token: string; user: CurrentUser }>(), replacedToken: token };
}
