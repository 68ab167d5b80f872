import type { ErrorCode } from '@contact/domain/errors';

/** Codes of failures that never reached the server or had no answer. */
export type ClientErrorCode = ErrorCode | 'timeout' | 'network' | 'unexpected';

/** A failed call: the server's `{ error: { code, message, fields } }` or a client-side failure. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ClientErrorCode;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: ClientErrorCode, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
