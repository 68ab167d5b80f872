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

/** A query parameter carrying one or more positive integers: `3`, `3,5` or a repeated key. */
export const idListQuerySchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).filter(Boolean))
  .pipe(
    z.array(
      z.coerce
        .number<string>({ message: 'validation.idList' })
        .int({ message: 'validation.idList' })
        .positive({ message: 'validation.idList' }),
    ),
  );

/** YYYY-MM-DD, a real calendar day. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalidDate' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      message: 'validation.invalidDate',
    },
  );

/** The date filter: "start,end" where either bound may be empty (spec §9: empty means the last 5 years up to today). */
export const dateRangeQuerySchema = z
  .string()
  .transform((value) => {
    const [from = '', to = '', ...rest] = value.split(',');
    return { from, to, rest };
  })
  .pipe(
    z.object({
      from: z.union([z.literal(''), isoDateSchema]),
      to: z.union([z.literal(''), isoDateSchema]),
      rest: z.array(z.string()).max(0, { message: 'validation.invalidDate' }),
    }),
  )
  .transform(({ from, to }) => ({ from: from || null, to: to || null }));

/** Resolves an open date range: empty start = 5 years before the end, empty end = today (UTC). */
export function resolveDateRange(
  range: { from: string | null; to: string | null },
  today: Date,
): { from: string; to: string } {
  const to = range.to ?? today.toISOString().slice(0, 10);
  if (range.from) return { from: range.from, to };
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCFullYear(start.getUTCFullYear() - 5);
  return { from: start.toISOString().slice(0, 10), to };
}
export * from './tax-id';
