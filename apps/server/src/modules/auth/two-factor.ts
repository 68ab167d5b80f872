import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

const period = 30;
const issuer = 'Atendimento';

export function newTwoFactorSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totp(secret: string, label: string) {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

export async function describeSecret(secret: string, label: string) {
  const otpauthUrl = totp(secret, label).toString();
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 }) };
}

/**
 * Checks a code one step either side of now and returns its time step, or null.
 * A step at or before `lastStep` was already used and is refused (no replay).
 */
export function acceptCode(secret: string, code: string, lastStep: number | null, now = Date.now()): number | null {
  const delta = totp(secret, '').validate({ token: code, window: 1, timestamp: now });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / period) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
