import { describe, expect, it } from 'vitest';
import { blacklistValueIssue, normalizeBlacklistValue } from './blacklist-rules';

describe('blacklist values', () => {
  it('are kept as digits or lower-case', () => {
    expect(normalizeBlacklistValue('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normalizeBlacklistValue('phone', '(11) 98765-4321')).toBe('11987654321');
    expect(normalizeBlacklistValue('email', ' Ana@Exemplo.COM ')).toBe('ana@exemplo.com');
  });
  it('must fit their type', () => {
    expect(blacklistValueIssue('cpf', '529.982.247-25')).toBeNull();
    expect(blacklistValueIssue('cpf', '111.111.111-11')).toBe('validation.invalidTaxId');
    expect(blacklistValueIssue('phone', '123')).toBe('validation.invalidPhone');
    expect(blacklistValueIssue('email', 'nope')).toBe('validation.invalidEmail');
    expect(blacklistValueIssue('channel_id', 'anything')).toBeNull();
  });
});
