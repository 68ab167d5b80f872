import { protocolStatuses } from '@contact/domain/protocols';
import type { SeenStatus, WidgetMessage } from '@contact/domain/widget';
import { and, asc, desc, eq, gt, gte, inArray, lt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client';
import { contacts, messages, protocols } from '../../../db/schema';
import type { CustomerTokenPayload } from '../../../platform/auth/customer-tokens';
import type { MessageRow, StoredAttachment } from '../../messages/message-wire';
import { publishMessageUpdate } from '../outbound';

export const widgetChannelId = 1;

/** The provider id of a customer's message: their widget's client id, inside their own conversation. */
export const inboundIdOf = (customer: CustomerTokenPayload, clientId: string) =>
  `widget:${customer.contactId}:${clientId}`;
const clientIdOf = (externalId: string | null) =>
  externalId?.startsWith('widget:') ? externalId.split(':').slice(2).join(':') : null;

export function toWidgetMessage(row: MessageRow): WidgetMessage {
  const mine = row.direction === 'in';
  return {
    id: row.id,
    mine,
    author: row.author as WidgetMessage['author'],
    agent: row.author === 'agent' ? row.userName : null,
    text: row.text,
    attachments: (row.attachments as StoredAttachment[]).map(({ name, type, size, key }) => ({
      name,
      type,
      size,
      url: `/api/v1/files/${key}`,
    })),
    status: row.status as WidgetMessage['status'],
    client_id: mine ? clientIdOf(row.externalId) : null,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** The customer's protocols on this widget. */
const customerProtocols = (db: Database, customer: CustomerTokenPayload) =>
  db
    .select({ id: protocols.id })
    .from(protocols)
    .where(
      and(
        eq(protocols.companyId, customer.companyId),
        eq(protocols.contactId, customer.contactId),
        eq(protocols.channelId, widgetChannelId),
        eq(protocols.channelConfigId, customer.widgetId),
      ),
    );

/**
 * The conversation since the customer's pre-chat form (someone typing the same e-mail on
 * another computer never reads what was said before): the newest page, the page before
 * `before`, or everything after `after` (a reconnecting widget's last id).
 */
export async function readConversation(
  db: Database,
  customer: CustomerTokenPayload,
  query: { after?: number; before?: number; limit: number },
) {
  const conditions = and(
    eq(messages.companyId, customer.companyId),
    inArray(messages.protocolId, customerProtocols(db, customer)),
    gte(messages.createdAt, customer.startedAt),
    query.after !== undefined ? gt(messages.id, query.after) : undefined,
    query.before !== undefined ? lt(messages.id, query.before) : undefined,
  );
  const rows = await db
    .select()
    .from(messages)
    .where(conditions)
    .orderBy(query.after !== undefined ? asc(messages.id) : desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  if (query.after === undefined) page.reverse();
  return { messages: page.map(toWidgetMessage), hasMore: rows.length > query.limit };
}

/** One of the customer's messages by its provider id. */
export async function findInbound(db: Database, customer: CustomerTokenPayload, externalId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.companyId, customer.companyId),
        eq(messages.channelId, widgetChannelId),
        eq(messages.externalId, externalId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The customer's open protocol on this widget, if any. */
export async function openProtocolOf(db: Database, customer: CustomerTokenPayload): Promise<number | null> {
  const [row] = await db
    .select({ id: protocols.id })
    .from(protocols)
    .where(
      and(
        eq(protocols.companyId, customer.companyId),
        eq(protocols.contactId, customer.contactId),
        eq(protocols.channelId, widgetChannelId),
        eq(protocols.channelConfigId, customer.widgetId),
        ne(protocols.status, protocolStatuses.closed),
      ),
    )
    .orderBy(desc(protocols.id))
    .limit(1);
  return row?.id ?? null;
}

const earlierThan: Record<SeenStatus, string[]> = {
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
};

/** The company's messages reached the customer's page (delivered) or were seen (read); states only move forward. */
export async function markSeen(
  app: FastifyInstance,
  customer: CustomerTokenPayload,
  ids: number[],
  status: SeenStatus,
) {
  if (ids.length === 0) return;
  const updated = await app.db
    .update(messages)
    .set({ status })
    .where(
      and(
        eq(messages.companyId, customer.companyId),
        inArray(messages.id, ids.slice(0, 200)),
        eq(messages.direction, 'out'),
        inArray(messages.status, earlierThan[status]),
        inArray(messages.protocolId, customerProtocols(app.db, customer)),
      ),
    )
    .returning();
  for (const row of updated) await publishMessageUpdate(app, row);
}

/** The customer's contact as channels name it; null when it no longer exists. */
export async function contactOf(db: Database, customer: CustomerTokenPayload) {
  const [row] = await db
    .select({ name: contacts.name, phone: contacts.phone, email: contacts.email })
    .from(contacts)
    .where(and(eq(contacts.id, customer.contactId), eq(contacts.companyId, customer.companyId)))
    .limit(1);
  return row ?? null;
}
