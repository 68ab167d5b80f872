import { describe, expect, it } from 'vitest';
import { canonicalPhone, displayPhone, phoneDigits } from './phone';

describe('canonical phone (E.164, Brazilian mobiles with the ninth digit)', () => {
  it('adds the country code to a Brazilian number typed with the mask', () => {
    expect(canonicalPhone('(11) 98765-4321')).toBe('+5511987654321');
  });

  it('makes a WhatsApp number without the ninth digit the same customer as with it', () => {
    expect(canonicalPhone('551187654321')).toBe('+5511987654321');
    expect(canonicalPhone('5511987654321')).toBe('+5511987654321');
    expect(canonicalPhone('1187654321')).toBe('+5511987654321');
  });

  it('keeps landlines at 8 digits', () => {
    expect(canonicalPhone('(11) 3456-7890')).toBe('+551134567890');
    expect(canonicalPhone('+55 11 3456-7890')).toBe('+551134567890');
  });

  it('keeps numbers of other countries as given', () => {
    expect(canonicalPhone('+1 415 555 2671')).toBe('+14155552671');
    expect(canonicalPhone('0034 612 345 678')).toBe('+34612345678');
  });

  it('refuses what cannot be a phone', () => {
    expect(canonicalPhone('123')).toBeNull();
    expect(canonicalPhone('abc')).toBeNull();
    expect(canonicalPhone('+1234567890123456')).toBeNull();
  });

  it('gives providers the digits and people the mask', () => {
    expect(phoneDigits('+5511987654321')).toBe('5511987654321');
    expect(displayPhone('+5511987654321')).toBe('(11) 98765-4321');
    expect(displayPhone('+551134567890')).toBe('(11) 3456-7890');
    expect(displayPhone('+14155552671')).toBe('+14155552671');
  });
});
