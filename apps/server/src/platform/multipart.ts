import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors';
import { checkedInput, RequestValidationError } from './validation';

export type UploadedFile = { field: string; filename: string; mimeType: string; content: Buffer };

/** Reads a multipart body: text fields as values the contract's schema understands, files in memory. */
export async function readMultipart(
  request: FastifyRequest,
  limits: { fileSize: number; files: number },
): Promise<{ fields: Record<string, unknown>; files: UploadedFile[] }> {
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts({ limits: { fileSize: limits.fileSize, files: limits.files } })) {
    if (part.type === 'file') {
      const content = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('payload_too_large', 'errors.payloadTooLarge', {
            limit: `${Math.round(limits.fileSize / 1024 / 1024)} MiB`,
          });
        }
        throw error;
      });
      files.push({ field: part.fieldname, filename: part.filename, mimeType: part.mimetype, content });
    } else {
      fields[part.fieldname] = fieldValue(String(part.value));
    }
  }
  return { fields, files };
}

/** Form fields are text: numbers, booleans and JSON objects are read as such. */
function fieldValue(value: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^-?\d{1,15}$/.test(value)) return Number(value);
  if (/^[[{]/.test(value.trim())) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = checkedInput(schema, body);
  if ('issues' in result) {
    const error = new RequestValidationError(result.issues);
    error.validationContext = 'body';
    throw error;
  }
  return result.value;
}
