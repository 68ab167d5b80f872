import { describe, expect, it } from 'vitest';
import { createSecretBox } from './crypto';

describe('secret box', () => {
  it('round-trips and never stores the plain text', () => {
    const box = createSecretBox('a-master-secret-of-enough-length-000');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });
  it('refuses a secret sealed with another key', () => {
    const sealed = createSecretBox('first-master-secret-of-enough-length').seal('x');
    expect(() => createSecretBox('other-master-secret-of-enough-length').open(sealed)).toThrow();
  });
});
