import { configurationsOf, storable } from '@contact/domain/channels';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { departments } from '../../db/schema';
import { channelConfigOwner } from '../settings/lookups/channels.lookup';
import type { createMessageService, IncomingMessage } from '../messages/messages.service';
import type { InboundBatch, InboundMessage, WebhookCall } from './channel-adapter';
import type { ChannelRegistry } from './channel-registry';
import { answerOutOfHours, answerOutOfHoursAll } from './office-hours';
import { applyReceipt } from './outbound';
import { recentReads } from './recent-reads';

export const inboundQueue = 'channel-inbound';

type MessageService = ReturnType<typeof createMessageService>;
export type StoredCall = Omit<WebhookCall, 'rawBody'> & { provider: string; body: string };
type Target = { companyId: number; channelId: number; configurationId: number };

/** A unique-key violation: the same provider message arrived twice at the same moment. */
const isDuplicate = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

/**
 * Stores what a provider brought for one channel configuration: each message joins the
 * customer's protocol (idempotently by the provider's id), each receipt moves a message's
 * delivery state. Used by the inbound queue for webhooks and by pollers (e-mail).
 */
export async function storeInbound(app: FastifyInstance, service: MessageService, target: Target, batch: InboundBatch) {
  const departmentId = await departmentOf(app, target);
  if (departmentId === null) return;
  for (const message of batch.messages) {
    try {
      const received = await service.receive(target.companyId, incoming(target, departmentId, message));
      if (received.opened) await answerOutOfHours(app, service, target.companyId, received.protocol);
    } catch (error) {
      if (!isDuplicate(error)) throw error;
    }
  }
  for (const receipt of batch.receipts) await applyReceipt(app, target.companyId, target.channelId, receipt);
}

/** The department a configuration's new conversations start in: its first, else the company's first; null when it is gone. */
async function departmentOf(app: FastifyInstance, target: Target): Promise<number | null> {
  const sections = configurationsOf(target.channelId).map((configuration) => configuration.section);
  if (sections.length === 0) return null;
  const owner = await channelConfigOwner(app.db, sections, target.configurationId);
  if (!owner || owner.companyId !== target.companyId) return null;
  return owner.departmentIds[0] ?? (await firstDepartment(app, target.companyId));
}

/** A provider's message for the message service, with what the database cannot keep dropped. */
const incoming = (target: Target, departmentId: number, message: InboundMessage): IncomingMessage => ({
  channelId: target.channelId,
  channelConfigId: target.configurationId,
  departmentId,
  customer: storable(message.customer),
  text: storable(message.text),
  externalId: message.externalId,
  attachments: storable(message.attachments),
  meta: storable(message.meta),
  replyTo: message.replyTo,
});

/**
 * What several webhook calls brought, stored together: the messages of each company in one
 * transaction and in their order, then the automatic answers of the conversations they opened,
 * then the receipts. The configurations' departments are read once per burst, like the
 * webhook's own check of the configuration.
 */
async function storeInboundTogether(
  app: FastifyInstance,
  service: MessageService,
  parts: { target: Target; batch: InboundBatch }[],
  departments: (target: Target) => Promise<number | null>,
) {
  const byCompany = new Map<number, IncomingMessage[]>();
  for (const { target, batch } of parts) {
    const departmentId = await departments(target);
    if (departmentId === null) continue;
    const inputs = byCompany.get(target.companyId) ?? [];
    inputs.push(...batch.messages.map((message) => incoming(target, departmentId, message)));
    byCompany.set(target.companyId, inputs);
  }
  for (const [companyId, inputs] of byCompany) {
    const received = await service.receiveMany(companyId, inputs);
    await answerOutOfHoursAll(
      app,
      service,
      companyId,
      received.flatMap((item) => (item.opened ? [item.protocol] : [])),
    );
  }
  for (const { target, batch } of parts)
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

/** One stored webhook call, read by its provider: what it brought for each configuration it reached. */
async function readCall(app: FastifyInstance, registry: ChannelRegistry, payload: Record<string, unknown>) {
  const call = payload as unknown as StoredCall;
  const adapter = registry.byProvider(call.provider);
  if (!adapter?.webhook) return [];
  const batch = await adapter.webhook.parse(app, { ...call, rawBody: Buffer.from(call.body, 'base64') });
  const target = { companyId: call.companyId, channelId: adapter.channelId };
  return [
    { target: { ...target, configurationId: call.configurationId }, batch },
    ...(batch.routed ?? []).map((other) => ({
      target: { ...target, configurationId: other.configurationId },
      batch: other.batch,
    })),
  ];
}

/** How many due webhook calls one pass of the inbound queue stores together. */
const callsPerBatch = 20;

/**
 * Webhook calls are read here, on their own queue, never behind bulk work: up to
 * `callsPerBatch` due calls at a time, stored together; if that fails, one call at a time,
 * so only the failing call is retried.
 */
export function registerInbound(app: FastifyInstance, registry: ChannelRegistry, service: MessageService) {
  const departments = recentReads<number | null>(5_000);
  app.jobs.handle(
    inboundQueue,
    async (payload) => {
      for (const { target, batch } of await readCall(app, registry, payload))
        await storeInbound(app, service, target, batch);
    },
    {
      batch: {
        size: callsPerBatch,
        handler: async (jobs) => {
          const parts = [];
          for (const job of jobs) parts.push(...(await readCall(app, registry, job.payload)));
          await storeInboundTogether(app, service, parts, (target) =>
            departments(`${target.channelId}:${target.configurationId}:${target.companyId}`, () =>
              departmentOf(app, target),
            ),
          );
        },
      },
    },
  );
}
