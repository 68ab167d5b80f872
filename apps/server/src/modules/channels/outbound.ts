import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { contacts, messages, protocols } from '../../db/schema';
import type { DomainEvent } from '../../platform/events';
import { toWireMessage, type MessageRow } from '../messages/message-wire';
import { findProtocol, toWireProtocol, type ProtocolRow } from '../protocols/protocol.repo';
import { configurationSection } from '../settings/lookups/channels.lookup';
import { ProviderError } from './channel-adapter';
import type { ChannelRegistry } from './channel-registry';

export const outboundQueue = 'channel-outbound';
/** Tries over about an hour (2 s, 4 s … 8.5 min) before the message is marked failed. */
const outboundAttempts = 10;

/** Messages handed to their adapters side by side, as many as went out at a time before. */
const messagesPerBatch = 8;

const outboundJob = z.object({ companyId: z.coerce.number(), messageId: z.coerce.number() });

type ContactRow = typeof contacts.$inferSelect;

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
    for (const message of await leftQueued(app.db)) await schedule(message.companyId, message.id);
  });

  const send = async (outgoing: Outgoing, attempts: number) =>
    recordDelivery(app, outgoing.message, await deliver(app, registry, outgoing, attempts >= outboundAttempts));

  app.jobs.handle(
    outboundQueue,
    async (payload, job) => {
      const [found] = await queuedMessages(app, [outboundJob.parse(payload)]);
      if (found) await send(found, job.attempts);
    },
    {
      // A failure runs the batch job by job: the messages handed over meanwhile left 'queued' and do not go again.
      batch: {
        size: messagesPerBatch,
        handler: async (batch) => {
          const attempts = new Map(batch.map((job) => [outboundJob.parse(job.payload).messageId, job.attempts]));
          const found = await queuedMessages(
            app,
            batch.map((job) => outboundJob.parse(job.payload)),
          );
          const sent = await Promise.allSettled(found.map((item) => send(item, attempts.get(item.message.id) ?? 1)));
          const failure = sent.find((result) => result.status === 'rejected');
          if (failure) throw failure.reason;
        },
      },
    },
  );
}

type Outgoing = { message: MessageRow; protocol: ProtocolRow; contact: ContactRow | null };

/**
 * Outgoing messages still 'queued' (stored, not yet handed to their channel), read from the
 * partial index `messages_queued_out_idx`: without it, every start read the whole table.
 */
export function leftQueued(db: Database) {
  return db
    .select({ id: messages.id, companyId: messages.companyId })
    .from(messages)
    .where(and(eq(messages.status, 'queued'), eq(messages.direction, 'out')))
    .limit(10_000);
}

/** The messages still waiting to go out, each with its protocol and customer, in one read. */
async function queuedMessages(
  app: FastifyInstance,
  wanted: { companyId: number; messageId: number }[],
): Promise<Outgoing[]> {
  const rows = await app.db
    .select({ message: messages, protocol: protocols, contact: contacts })
    .from(messages)
    .innerJoin(protocols, and(eq(protocols.id, messages.protocolId), eq(protocols.companyId, messages.companyId)))
    .leftJoin(contacts, eq(contacts.id, protocols.contactId))
    .where(
      inArray(
        messages.id,
        wanted.map((item) => item.messageId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.message.id, row]));
  return wanted.flatMap(({ companyId, messageId }) => {
    const row = byId.get(messageId);
    return row && row.message.companyId === companyId && row.message.status === 'queued' ? [row] : [];
  });
}

/** Hands one message to its adapter; a retryable failure throws so the queue tries again. */
async function deliver(
  app: FastifyInstance,
  registry: ChannelRegistry,
  { message, protocol, contact }: Outgoing,
  lastAttempt: boolean,
): Promise<Delivery> {
  // The protocol keeps its configuration's section since it opened; older ones read it.
  const section =
    protocol.channelConfigId === null
      ? null
      : (protocol.channelConfigSection ??
        (await configurationSection(app.db, message.companyId, protocol.channelConfigId)));
  const adapter = section ? registry.bySection(section) : undefined;
  if (!adapter || adapter.channelId !== protocol.channelId || protocol.channelConfigId === null)
    return { status: 'failed', reason: 'errors.channelNotConfigured' };
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
