import type { ErrorCode } from '@contact/domain/errors';
import type { MessageKey, MessageParams } from '@contact/domain/i18n';

const statusOf: Record<ErrorCode, number> = {
  validation: 400,
  malformed_body: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unauthenticated: 401,
  two_factor_required: 401,
  invalid_credentials: 401,
  too_many_attempts: 429,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  bad_gateway: 502,
  internal: 500,
};

/** An expected failure: its message is a translation key, rendered in the user's language. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** Field path -> message key, for errors that belong to a field. */
    readonly fields: Record<string, { key: MessageKey; params?: MessageParams }> = {},
  ) {
    super(key);
    this.statusCode = statusOf[code];
  }
}

export const notFound = () => new AppError('not_found', 'errors.notFound');
export const forbidden = () => new AppError('forbidden', 'errors.forbidden');
export const conflict = (key: MessageKey, field?: string) =>
  new AppError('conflict', key, {}, field ? { [field]: { key } } : {});
