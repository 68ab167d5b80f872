import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A request that failed its contract's schema; the raw issues let the error handler name each field. */
export class RequestValidationError extends Error {
  validationContext?: string;

  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('request validation failed');
  }
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error.issues) };
  };
