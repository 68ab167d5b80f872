import { z } from 'zod';

export const emailSchema = z.email({ message: 'validation.invalidEmail' }).max(254).toLowerCase();

/** At least 8 characters with letters and digits. */
export const passwordSchema = z
  .string()
  .max(128)
  .refine((value) => value.length >= 8 && /\p{L}/u.test(value) && /\d/.test(value), {
    message: 'validation.weakPassword',
  });

export const twoFactorCodeSchema = z.string().regex(/^\d{6}$/, { message: 'validation.twoFactorCode' });

/** Brazilian phone: 2-digit area code plus 8 or 9 digits (spec §9 mask), digits only once cleaned. */
export const phoneSchema = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => /^\d{2}9?\d{8}$/.test(digits), { message: 'validation.invalidPhone' });

export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'validation.invalidColor' });

export const idParamsSchema = z.strictObject({ id: z.coerce.number().int().positive() });

/** Formats digits as the spec's phone mask: (DD) 9XXXX-XXXX. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 2) return digits.length ? `(${digits}` : '';
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const split = rest.length > 8 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
