import { describe, expect, it } from 'vitest';
import { emailSchema, formatPhone, passwordSchema, phoneSchema, twoFactorCodeSchema } from './index';

describe('shared validation', () => {
  it('accepts the demo password and refuses weak ones', () => {
    expect(passwordSchema.safeParse('Demo@2026').success).toBe(true);
    expect(passwordSchema.safeParse('short1').success).toBe(false);
    expect(passwordSchema.safeParse('onlyletters').success).toBe(false);
    expect(passwordSchema.safeParse('12345678').success).toBe(false);
  });
  it('lower-cases e-mails', () => {
    expect(emailSchema.parse('Admin@Demo.com.BR')).toBe('admin@demo.com.br');
    expect(emailSchema.safeParse('not-an-email').success).toBe(false);
  });
  it('takes a 6-digit two-factor code only', () => {
    expect(twoFactorCodeSchema.safeParse('123456').success).toBe(true);
    expect(twoFactorCodeSchema.safeParse('12345').success).toBe(false);
    expect(twoFactorCodeSchema.safeParse('12345a').success).toBe(false);
  });
  it('keeps phone digits with a 2-digit area code plus 8 or 9 digits', () => {
    expect(phoneSchema.parse('(11) 98765-4321')).toBe('11987654321');
    expect(phoneSchema.parse('11 3456-7890')).toBe('1134567890');
    expect(phoneSchema.safeParse('987654321').success).toBe(false);
  });
  it('masks phones as (DD) 9XXXX-XXXX', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('119')).toBe('(11) 9');
  });
});

describe('query helpers', () => {
  it('reads id lists from one value, a comma list or repeated keys', async () => {
    const { idListQuerySchema } = await import('./index');
    expect(idListQuerySchema.parse('3')).toEqual([3]);
    expect(idListQuerySchema.parse('3,5')).toEqual([3, 5]);
    expect(idListQuerySchema.parse(['3', '7'])).toEqual([3, 7]);
    expect(idListQuerySchema.safeParse('x').success).toBe(false);
    for (const bad of ['abc', '3,x', '0', '-2', '1.5'])
      expect(idListQuerySchema.safeParse(bad).error?.issues.map((issue) => issue.message)).toEqual([
        'validation.idList',
      ]);
  });
  it('an empty date bound means the last 5 years up to today (spec §9)', async () => {
    const { dateRangeQuerySchema, resolveDateRange } = await import('./index');
    const today = new Date('2026-11-22T15:00:00Z');
    expect(resolveDateRange(dateRangeQuerySchema.parse(','), today)).toEqual({ from: '2021-11-22', to: '2026-11-22' });
    expect(resolveDateRange(dateRangeQuerySchema.parse('2026-01-01,'), today)).toEqual({
      from: '2026-01-01',
      to: '2026-11-22',
    });
    expect(resolveDateRange(dateRangeQuerySchema.parse(',2025-06-30'), today)).toEqual({
      from: '2020-06-30',
      to: '2025-06-30',
    });
    expect(dateRangeQuerySchema.safeParse('2026-02-30,').success).toBe(false);
    expect(dateRangeQuerySchema.safeParse('22/11/2026,').success).toBe(false);
  });
});
