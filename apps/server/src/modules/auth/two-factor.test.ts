import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptCode, describeSecret, newTwoFactorSecret } from './two-factor';

const codeAt = (secret: string, timestamp: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp });

describe('two-factor codes', () => {
  const secret = newTwoFactorSecret();
  const now = 1_800_000_000_000;

  it('accepts the current code and tolerates one step of clock drift', () => {
    expect(acceptCode(secret, codeAt(secret, now), null, now)).toBe(Math.floor(now / 30_000));
    expect(acceptCode(secret, codeAt(secret, now - 30_000), null, now)).not.toBeNull();
    expect(acceptCode(secret, codeAt(secret, now - 120_000), null, now)).toBeNull();
  });
  it('never accepts the same code twice', () => {
    const step = acceptCode(secret, codeAt(secret, now), null, now);
    expect(acceptCode(secret, codeAt(secret, now), step, now)).toBeNull();
  });
  it('describes the secret as an otpauth URL and a QR image', async () => {
    const described = await describeSecret(secret, 'admin@demo.com.br');
    expect(described.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Atendimento:admin%40demo\.com\.br\?.*secret=/);
    expect(described.qrCode).toMatch(/^data:image\/png;base64,/);
  });
});
