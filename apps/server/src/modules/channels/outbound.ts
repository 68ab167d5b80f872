import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contacts, messages } from '../../db/schema';
import type { DomainEvent } from '../../platform/events';
import { toWireMessage, type MessageRow } from '../messages/message-wire';
import { findProtocol, toWireProtocol } from '../protocols/protocol.repo';
import { configurationSection } from '../settings/lookups/channels.lookup';
import { ProviderError } from './channel-adapter';
import type { ChannelRegistry } from './channel-registry';

export const outboundQueue = 'channel-outbound';
/** Tries over about an hour (2 s, 4 s … 8.5 min) before the message is marked failed. */
const outboundAttempts = 10;

type Delivery = { status: 'sent' | 'failed'; externalId?: string; reason?: string };

/**
 * Outgoing messages through their channel's adapter, on a durable queue: a message waits
 * 'queued' until the provider takes it, survives a restart, is retried with backoff, and is
 * never handed over again once it left 'queued'.
 */
export function registerOutbound(app: FastifyInstance, registry: ChannelRegistry) {
  const schedule = (companyId: number, messageId: number) =>
    app.jobs.schedule(
      outboundQueue,
      { companyId, messageId },
      { key: `message:${messageId}`, maxAttempts: outboundAttempts },
    );

  app.events.subscribe((event: DomainEvent) => {
    if (event.type !== 'message.created' || event.message.status !== 'queued') return;
    schedule(event.companyId, event.message.message_id).catch((error: unknown) =>
      app.log.error({ err: error, message: event.message.message_id }, 'outbound message not scheduled'),
    );
  });

  // Messages stored but not yet scheduled when the server stopped go out now.
  app.addHook('onReady', async () => {
    const waiting = await app.db
      .select({ id: messages.id, companyId: messages.companyId })
      .from(messages)
      .where(and(eq(messages.status, 'queued'), eq(messages.direction, 'out')))
      .limit(10_000);
    for (const message of waiting) await schedule(message.companyId, message.id);
  });

  app.jobs.handle(
    outboundQueue,
    async (payload, job) => {
      const companyId = Number(payload.companyId);
      const messageId = Number(payload.messageId);
      const [message] = await app.db
        .select()
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.companyId, companyId)))
        .limit(1);
      if (!message || message.status !== 'queued') return;
      const delivery = await deliver(app, registry, message, job.attempts >= outboundAttempts);
      if (delivery) await recordDelivery(app, message, delivery);
    },
    { concurrency: 8 },
  );
}

/** Hands one message to its adapter; a retryable failure throws so the queue tries again. */
async function deliver(
  app: FastifyInstance,
  registry: ChannelRegistry,
  message: MessageRow,
  lastAttempt: boolean,
): Promise<Delivery | null> {
  const protocol = await findProtocol(app.db, message.companyId, message.protocolId);
  if (!protocol) return null;
  const section =
    protocol.channelConfigId === null
      ? null
      : await configurationSection(app.db, message.companyId, protocol.channelConfigId);
  const adapter = section ? registry.bySection(section) : undefined;
  if (!adapter || adapter.channelId !== protocol.channelId || protocol.channelConfigId === null)
    return { status: 'failed', reason: 'errors.channelNotConfigured' };
  const [contact] = protocol.contactId
    ? await app.db.select().from(contacts).where(eq(contacts.id, protocol.contactId)).limit(1)
    : [];
  try {
    const { externalId } = await adapter.send(app, {
      configurationId: protocol.channelConfigId,
      companyId: message.companyId,
      message,
      protocol,
      customer: { name: contact?.name ?? null, phone: contact?.phone ?? null, email: contact?.email ?? null },
      idempotencyKey: `message-${message.id}`,
    });
    return { status: 'sent', externalId };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const retryable = !(error instanceof ProviderError) || error.retryable;
    if (retryable && !lastAttempt) throw error;
    return { status: 'failed', reason };
  }
}

async function recordDelivery(app: FastifyInstance, message: MessageRow, delivery: Delivery) {
  const [updated] = await app.db
    .update(messages)
    .set({
      status: delivery.status,
      externalId: delivery.externalId ?? message.externalId,
      failureReason: delivery.reason?.slice(0, 1000) ?? null,
    })
    .where(and(eq(messages.id, message.id), eq(messages.status, 'queued')))
    .returning();
  if (updated) await publishMessageUpdate(app, updated);
}

/** Tells the protocol's room that a message's delivery state changed. */
export async function publishMessageUpdate(app: FastifyInstance, message: MessageRow) {
  const protocol = await findProtocol(app.db, message.companyId, message.protocolId);
  if (!protocol) return;
  app.events.publish([
    {
      type: 'message.updated',
      companyId: message.companyId,
      protocol: toWireProtocol(protocol),
      message: toWireMessage(message),
    },
  ]);
}

/** Delivery receipts only move forward: a late 'delivered' never undoes 'read'. */
const receiptOrder: Record<string, number> = { queued: 0, sent: 1, delivered: 2, read: 3 };

export async function applyReceipt(
  app: FastifyInstance,
  companyId: number,
  channelId: number,
  receipt: { externalId: string; status: 'sent' | 'delivered' | 'read' | 'failed'; reason?: string },
) {
  const earlier = Object.entries(receiptOrder)
    .filter(([, rank]) => rank < (receiptOrder[receipt.status] ?? 99))
    .map(([status]) => status);
  const [updated] = await app.db
    .update(messages)
    .set({ status: receipt.status, failureReason: receipt.reason?.slice(0, 1000) ?? null })
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.channelId, channelId),
        eq(messages.externalId, receipt.externalId),
        eq(messages.direction, 'out'),
        receipt.status === 'failed' ? ne(messages.status, 'failed') : inArray(messages.status, earlier),
      ),
    )
    .returning();
  if (updated) await publishMessageUpdate(app, updated);
}
