import { z } from 'zod';

/** The codes of the one error shape of the API: `{ error: { code, message, fields? } }`. */
export const errorCodes = [
  'validation',
  'malformed_body',
  'payload_too_large',
  'unsupported_media_type',
  'unauthenticated',
  'two_factor_required',
  'invalid_credentials',
  'too_many_attempts',
  'forbidden',
  'not_found',
  'conflict',
  /** A service the platform calls (such as the dialer) failed; the message carries its reason. */
  'bad_gateway',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** One translated message per invalid field, by its path (`name`, `customers.0.phone`). */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
