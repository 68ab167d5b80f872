import { isValidTaxId } from '../validation';

/** How a blacklisted value is kept: CPF/CNPJ and phone as digits, e-mail lower-case. */
export function normalizeBlacklistValue(type: string, value: string): string {
  if (type === 'cpf' || type === 'phone') return value.replace(/\D/g, '');
  if (type === 'email') return value.trim().toLowerCase();
  return value.trim();
}

/** The message key for a value that does not fit its type, or null. */
export function blacklistValueIssue(type: string, value: string) {
  const normalized = normalizeBlacklistValue(type, value);
  if (type === 'cpf' && !isValidTaxId(normalized)) return 'validation.invalidTaxId' as const;
  if (type === 'phone' && !/^\d{10,13}$/.test(normalized)) return 'validation.invalidPhone' as const;
  if (type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) return 'validation.invalidEmail' as const;
  return null;
}
