import { configurationOfProvider, receiveWebhook, verifyWebhook } from '@contact/domain/channels';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../platform/contracts';
import { AppError, notFound } from '../../platform/errors';
import { channelConfigOwner } from '../settings/lookups/channels.lookup';
import type { WebhookCall } from './channel-adapter';
import type { ChannelRegistry } from './channel-registry';
import { inboundQueue, type StoredCall } from './inbound';
import { recentReads } from './recent-reads';

/** Headers a provider signs or identifies itself with; cookies and the like are never kept. */
const keptHeaders =
  /^(content-type|user-agent|apikey|x-hub-signature-256|x-hub-signature|x-[a-z0-9-]*signature[a-z0-9-]*|x-[a-z0-9-]*token)$/;

function headersOf(request: FastifyRequest): WebhookCall['headers'] {
  return Object.fromEntries(Object.entries(request.headers).filter(([name]) => keptHeaders.test(name)));
}

/**
 * `/api/webhooks/<provider>/<configuration id>`: the signature is checked in the request,
 * the body is kept raw (signatures are over the exact bytes) and read on the inbound queue,
 * so the provider gets its 200 at once.
 */
export async function registerWebhookRoutes(app: FastifyInstance, registry: ChannelRegistry) {
  const owners = recentReads<Awaited<ReturnType<typeof channelConfigOwner>>>(5_000);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4 * 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    async function callOf(provider: string, id: number, request: FastifyRequest) {
      const adapter = registry.byProvider(provider);
      const configuration = adapter ? configurationOfProvider(adapter.provider) : null;
      if (!adapter?.webhook || !configuration) throw notFound();
      const owner = await owners(`${configuration.section}:${id}`, () =>
        channelConfigOwner(scope.db, [configuration.section], id),
      );
      if (!owner) throw notFound();
      const call: WebhookCall = {
        configurationId: id,
        companyId: owner.companyId,
        headers: headersOf(request),
        query: request.query as Record<string, string>,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      };
      return { adapter: adapter as typeof adapter & { webhook: NonNullable<typeof adapter.webhook> }, call };
    }

    route(scope, verifyWebhook, async ({ params, request, reply }) => {
      const { adapter, call } = await callOf(params.provider, params.id, request);
      const challenge = adapter.webhook.verify ? await adapter.webhook.verify(scope, call) : null;
      if (challenge === null) throw new AppError('forbidden', 'errors.webhookNotVerified');
      reply.type('text/plain; charset=utf-8');
      return challenge;
    });

    route(scope, receiveWebhook, async ({ params, request }) => {
      const { adapter, call } = await callOf(params.provider, params.id, request);
      if (!(await adapter.webhook.authenticate(scope, call)))
        throw new AppError('unauthenticated', 'errors.webhookSignature');
      const stored: StoredCall = {
        provider: params.provider,
        configurationId: call.configurationId,
        companyId: call.companyId,
        headers: call.headers,
        query: call.query,
        body: call.rawBody.toString('base64'),
      };
      await scope.jobs.schedule(inboundQueue, stored, { maxAttempts: 10 });
      return { received: true as const };
    });
  });
}
