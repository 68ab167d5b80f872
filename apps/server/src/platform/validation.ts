import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A request that failed its contract's schema; the raw issues let the error handler name each field. */
export class RequestValidationError extends Error {
  validationContext?: string;

  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('request validation failed');
  }
}

/**
 * Strings holding a NUL character, which PostgreSQL cannot store in text or JSON: each one an
 * issue naming its field, so such input is a 400 and never reaches the database.
 */
export function nulCharacterIssues(value: unknown, path: PropertyKey[] = []): z.core.$ZodIssue[] {
  if (typeof value === 'string') {
    return value.includes('\u0000')
      ? [{ code: 'custom', path, message: 'validation.invalidCharacter', input: value }]
      : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => nulCharacterIssues(item, [...path, index]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => nulCharacterIssues(item, [...path, key]));
  }
  return [];
}

/** The contract's schema, after the check for characters the database cannot store. */
export function checkedInput<S extends z.ZodType>(
  schema: S,
  data: unknown,
): { value: z.infer<S> } | { issues: z.core.$ZodIssue[] } {
  const result = schema.safeParse(data);
  if (!result.success) return { issues: result.error.issues };
  const issues = nulCharacterIssues(result.data);
  return issues.length > 0 ? { issues } : { value: result.data };
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = checkedInput(schema, data);
    return 'value' in result ? { value: result.value } : { error: new RequestValidationError(result.issues) };
  };
