import type { Contract, ContractBody, ContractParams, ContractQuery, ContractResponse } from '@contact/domain/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth/authenticate';

export type ContractRequest<C extends Contract> = {
  body: ContractBody<C>;
  query: ContractQuery<C>;
  params: ContractParams<C>;
  auth: C['auth'] extends true ? AuthContext : AuthContext | null;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type ContractHandler<C extends Contract> = (input: ContractRequest<C>) => Promise<ContractResponse<C>>;

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
    handler: (request, reply) =>
      handler({
        body: request.body as ContractBody<C>,
        query: request.query as ContractQuery<C>,
        params: request.params as ContractParams<C>,
        auth: request.auth as ContractRequest<C>['auth'],
        request,
        reply,
      }),
  });
}
