import { canonicalPhone } from '@contact/domain/channels';
import { protocolStatuses } from '@contact/domain/protocols';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { messages, protocols } from '../../db/schema';
import type { ContactInput } from '../protocols/open-protocol';
import type { Executor } from '../protocols/protocol.repo';

/** Where a customer's message lands: the channel, and the number or mailbox it came through. */
export type Arrival = { channelId: number; channelConfigId?: number | null; replyTo?: string[] };

/** The open protocol of an earlier message this one answers (e-mail threading), if any. */
export async function threadProtocol(tx: Executor, companyId: number, input: Arrival) {
  if (!input.replyTo || input.replyTo.length === 0) return null;
  const [earlier] = await tx
    .select({ id: protocols.id })
    .from(messages)
    .innerJoin(protocols, eq(protocols.id, messages.protocolId))
    .where(
      and(
        eq(messages.companyId, companyId),
        eq(messages.channelId, input.channelId),
        inArray(messages.externalId, input.replyTo.slice(0, 100)),
        ne(protocols.status, protocolStatuses.closed),
      ),
    )
    .orderBy(desc(protocols.id))
    .limit(1);
  return earlier ?? null;
}

/** The customer's open protocol on this channel (and configuration, when it came through one). */
export async function openProtocolOf(tx: Executor, companyId: number, contactId: number, input: Arrival) {
  const [open] = await tx
    .select({ id: protocols.id })
    .from(protocols)
    .where(
      and(
        eq(protocols.companyId, companyId),
        eq(protocols.contactId, contactId),
        eq(protocols.channelId, input.channelId),
        ne(protocols.status, protocolStatuses.closed),
        ...(typeof input.channelConfigId === 'number' ? [eq(protocols.channelConfigId, input.channelConfigId)] : []),
      ),
    )
    .orderBy(desc(protocols.id))
    .limit(1);
  return open ?? null;
}

/** Who the customer is, as the contact lookup matches them: the known contact, the phone, else the e-mail. */
export function customerIdentity(customer: ContactInput): string {
  if (customer.id !== undefined) return `id:${customer.id}`;
  if (customer.phone) return `phone:${canonicalPhone(customer.phone)}`;
  if (customer.email) return `email:${customer.email}`;
  return `name:${customer.name}`;
}

/** A 32-bit FNV-1a hash: the advisory lock key of one identity. */
function lockKey(identity: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < identity.length; index += 1) {
    hash ^= identity.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/**
 * Serializes the handling of these customers' messages until the transaction ends, across
 * processes: two messages of one new customer never open two protocols. Keys are taken in
 * ascending order, so two transactions never wait for each other's.
 */
export async function lockCustomers(tx: Executor, companyId: number, customers: ContactInput[]) {
  const keys = [...new Set(customers.map((customer) => lockKey(customerIdentity(customer))))].sort((a, b) => a - b);
  if (keys.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${companyId}::int, key) from unnest(${`{${keys.join(',')}}`}::int[]) as key`,
  );
}
