import type { Contract, ContractBody, ContractParams, ContractQuery, ContractResponse } from '@contact/domain/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth/authenticate';
import { AppError } from './errors';
import { JsonText } from './json-text';
import { readMultipart, validateBody, type UploadedFile } from './multipart';

export type ContractRequest<C extends Contract> = {
  body: ContractBody<C>;
  query: ContractQuery<C>;
  params: ContractParams<C>;
  auth: C['auth'] extends true ? AuthContext : AuthContext | null;
  /** Files of a multipart request (contracts marked `multipart`). */
  files: UploadedFile[];
  request: FastifyRequest;
  reply: FastifyReply;
};

export type ContractHandler<C extends Contract> = (
  input: ContractRequest<C>,
) => Promise<ContractResponse<C> | JsonText<ContractResponse<C>>>;

/** Uploads: each file up to 16 MiB, at most 5 per request. */
export const uploadLimits = { fileSize: 16 * 1024 * 1024, files: 5 };

/** A multipart contract also takes JSON; either way its body schema validates the fields. */
async function multipartInput(request: FastifyRequest, contract: Contract) {
  if (!request.isMultipart()) {
    if (!contract.body) {
      throw new AppError('unsupported_media_type', 'errors.unsupportedMediaType', {
        type: String(request.headers['content-type'] ?? '-'),
      });
    }
    return { body: validateBody(contract.body, request.body ?? {}), files: [] };
  }
  const { fields, files } = await readMultipart(request, uploadLimits);
  return { body: contract.body ? validateBody(contract.body, fields) : fields, files };
}

/** Registers a route from its domain contract: validation, response schema, OpenAPI and auth come from it. */
export function route<C extends Contract>(app: FastifyInstance, contract: C, handler: ContractHandler<C>) {
  app.route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.auth ? { security: [{ bearer: [] }] } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body && !contract.multipart ? { body: contract.body } : {}),
      ...(contract.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: { 200: contract.response },
    },
    config: { auth: contract.auth, allowedBeforeTwoFactor: contract.allowedBeforeTwoFactor ?? false },
    handler: async (request, reply) => {
      const input = contract.multipart ? await multipartInput(request, contract) : { body: request.body, files: [] };
      const answer = await handler({
        body: input.body as ContractBody<C>,
        query: request.query as ContractQuery<C>,
        params: request.params as ContractParams<C>,
        auth: request.auth as ContractRequest<C>['auth'],
        files: input.files,
        request,
        reply,
      });
      return answer instanceof JsonText ? reply.type('application/json; charset=utf-8').send(answer.bytes) : answer;
    },
  });
}
