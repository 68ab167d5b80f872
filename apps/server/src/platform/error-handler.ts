import type { ErrorCode } from '@contact/domain/errors';
import {
  describeIssues,
  fieldLabel,
  isMessageKey,
  translate,
  type MessageKey,
  type MessageParams,
} from '@contact/domain/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { RequestValidationError } from './validation';

type Body = { error: { code: ErrorCode; message: string; fields?: Record<string, string> } };

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  key: MessageKey,
  params?: MessageParams,
  fields?: Record<string, string>,
) {
  const body: Body = { error: { code, message: translate(request.locale, key, translateParams(request, params)) } };
  if (fields && Object.keys(fields).length > 0) body.error.fields = fields;
  return reply.status(status).send(body);
}

/** Parameters that are themselves message keys (a status name, say) are translated too. */
function translateParams(request: FastifyRequest, params: MessageParams = {}): MessageParams {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'string' && isMessageKey(value) ? translate(request.locale, value) : value,
    ]),
  );
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

/** Every failure leaves as `{ error: { code, message, fields? } }` in the user's language; bad input is never a 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([path, field]) => [
          path,
          translate(locale, field.key, {
            field: fieldLabel(locale, path.split('.').pop() ?? path),
            ...translateParams(request, field.params),
          }),
        ]),
      );
      return send(request, reply, error.statusCode, error.code, error.key, error.params, fields);
    }
    if (error instanceof RequestValidationError) {
      const context = error.validationContext ?? 'body';
      const input = context === 'body' ? request.body : context === 'querystring' ? request.query : request.params;
      const fields: Record<string, string> = {};
      for (const item of describeIssues(error.issues, input)) {
        // A query parameter is named as sent, even when its value parses into parts.
        const path = (context === 'querystring' ? item.path.split('.')[0] : item.path) || context;
        const field = context === 'querystring' ? path : item.field || path;
        fields[path] ??= translate(locale, item.key, { field: fieldLabel(locale, field), ...item.params });
      }
      return send(request, reply, 400, 'validation', 'errors.validation', {}, fields);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(request, reply, 400, 'malformed_body', 'errors.malformedBody');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
        return send(request, reply, 413, 'payload_too_large', 'errors.payloadTooLarge', {
          limit: formatBytes(app.initialConfig.bodyLimit ?? 1024 * 1024),
        });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return send(request, reply, 415, 'unsupported_media_type', 'errors.unsupportedMediaType', {
          type: String(request.headers['content-type'] ?? '-'),
        });
    }
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return send(request, reply, 400, 'malformed_body', 'errors.malformedBody');
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(request, reply, 500, 'internal', 'errors.internal');
  });

  app.setNotFoundHandler((request, reply) =>
    send(request, reply, 404, 'not_found', 'errors.routeNotFound', { method: request.method, url: request.url }),
  );
}
