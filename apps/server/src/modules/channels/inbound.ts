import { configurationsOf } from '@contact/domain/channels';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { departments } from '../../db/schema';
import { channelConfigOwner } from '../settings/lookups/channels.lookup';
import type { createMessageService } from '../messages/messages.service';
import type { InboundBatch, WebhookCall } from './channel-adapter';
import type { ChannelRegistry } from './channel-registry';
import { answerOutOfHours } from './office-hours';
import { applyReceipt } from './outbound';

export const inboundQueue = 'channel-inbound';

type MessageService = ReturnType<typeof createMessageService>;
export type StoredCall = Omit<WebhookCall, 'rawBody'> & { provider: string; body: string };

/** A unique-key violation: the same provider message arrived twice at the same moment. */
const isDuplicate = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

/**
 * Stores what a provider brought for one channel configuration: each message joins the
 * customer's protocol (idempotently by the provider's id), each receipt moves a message's
 * delivery state. Used by the inbound queue for webhooks and by pollers (e-mail).
 */
export async function storeInbound(
  app: FastifyInstance,
  service: MessageService,
  target: { companyId: number; channelId: number; configurationId: number },
  batch: InboundBatch,
) {
  const sections = configurationsOf(target.channelId).map((configuration) => configuration.section);
  if (sections.length === 0) return;
  const owner = await channelConfigOwner(app.db, sections, target.configurationId);
  if (!owner || owner.companyId !== target.companyId) return;
  const departmentId = owner.departmentIds[0] ?? (await firstDepartment(app, target.companyId));
  if (departmentId === null) return;
  for (const message of batch.messages) {
    try {
      const received = await service.receive(target.companyId, {
        channelId: target.channelId,
        channelConfigId: target.configurationId,
        departmentId,
        customer: message.customer,
        text: message.text,
        externalId: message.externalId,
        attachments: message.attachments,
        meta: message.meta,
        replyTo: message.replyTo,
      });
      if (received.opened) await answerOutOfHours(app, service, target.companyId, received.protocol);
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }
  for (const receipt of batch.receipts) await applyReceipt(app, target.companyId, target.channelId, receipt);
}

async function firstDepartment(app: FastifyInstance, companyId: number): Promise<number | null> {
  const [row] = await app.db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.companyId, companyId))
    .orderBy(asc(departments.id))
    .limit(1);
  return row?.id ?? null;
}

/** Webhook calls are read here, on their own queue, never behind bulk work. */
export function registerInbound(app: FastifyInstance, registry: ChannelRegistry, service: MessageService) {
  app.jobs.handle(
    inboundQueue,
    async (payload) => {
      const call = payload as unknown as StoredCall;
      const adapter = registry.byProvider(call.provider);
      if (!adapter?.webhook) return;
      const batch = await adapter.webhook.parse(app, { ...call, rawBody: Buffer.from(call.body, 'base64') });
      const target = { companyId: call.companyId, channelId: adapter.channelId };
      await storeInbound(app, service, { ...target, configurationId: call.configurationId }, batch);
      for (const other of batch.routed ?? [])
        await storeInbound(app, service, { ...target, configurationId: other.configurationId }, other.batch);
    },
    { concurrency: 2 },
  );
}
