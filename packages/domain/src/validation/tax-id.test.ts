import { describe, expect, it } from 'vitest';
import { formatTaxId, isValidCnpj, isValidCpf, isValidTaxId } from './tax-id';

describe('CPF and CNPJ', () => {
  it('accepts valid CPFs with or without the mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
  });
  it('refuses a wrong check digit and repeated digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('1234')).toBe(false);
  });
  it('accepts valid CNPJs and refuses wrong ones', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
  });
  it('takes either as a tax id', () => {
    expect(isValidTaxId('52998224725')).toBe(true);
    expect(isValidTaxId('11222333000181')).toBe(true);
    expect(isValidTaxId('123')).toBe(false);
  });
  it('formats with the usual masks', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
  });
});
