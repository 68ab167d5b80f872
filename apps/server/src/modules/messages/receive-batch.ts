import { canonicalPhone, channelById } from '@contact/domain/channels';
import { protocolStatuses, type Message } from '@contact/domain/protocols';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, messages, protocols } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { DomainEvent, EventBus } from '../../platform/events';
import { findOrCreateContact, type ContactInput, type OpenProtocolInput } from '../protocols/open-protocol';
import { openProtocols } from '../protocols/open-protocols';
import type { ProtocolSettings } from '../protocols/protocol-settings';
import { lockProtocol, placeOf, toWireProtocol, type Executor, type ProtocolRow } from '../protocols/protocol.repo';
import { customerIdentity, lockCustomers, threadProtocol } from './customer-protocol';
import { inboundOpening, writeInboundChanges, type InboundChange } from './inbound-changes';
import { previewOf, toWireMessage, type MessageRow } from './message-wire';
import type { IncomingMessage, ReceivedMessage } from './messages.service';

type Contact = typeof contacts.$inferSelect;

export const unknownChannel = () =>
  new AppError('validation', 'errors.notFound', {}, { id_channel: { key: 'errors.notFound' } });

const providerKey = (channelId: number, externalId: string) => `${channelId}:${externalId}`;

/** Messages the provider sent before, by channel and provider id. */
async function storedBefore(tx: Executor, companyId: number, inputs: IncomingMessage[]) {
  const externalIds = [...new Set(inputs.flatMap((input) => (input.externalId ? [input.externalId] : [])))];
  if (externalIds.length === 0) return new Map<string, MessageRow>();
  const rows = await tx
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.companyId, companyId),
        inArray(messages.channelId, [...new Set(inputs.map((input) => input.channelId))]),
        inArray(messages.externalId, externalIds),
      ),
    );
  return new Map(rows.map((row) => [providerKey(row.channelId ?? 0, row.externalId ?? ''), row]));
}

/** The contact of each customer, read together by phone; other cases go through the usual lookup. */
async function contactsOf(tx: Executor, companyId: number, customers: ContactInput[]) {
  const phoneOf = (customer: ContactInput) =>
    customer.id === undefined && customer.phone ? canonicalPhone(customer.phone) : null;
  const phones = [...new Set(customers.flatMap((customer) => phoneOf(customer) ?? []))];
  const byPhone = new Map<string, Contact>();
  if (phones.length > 0) {
    const rows = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), inArray(contacts.phone, phones)))
      .orderBy(asc(contacts.id));
    for (const row of rows) if (row.phone && !byPhone.has(row.phone)) byPhone.set(row.phone, row);
  }
  const found = new Map<string, Contact>();
  /** Customers known only by a phone nobody has yet: created together. */
  const created = new Map<string, ContactInput>();
  for (const customer of customers) {
    const identity = customerIdentity(customer);
    if (found.has(identity) || created.has(identity)) continue;
    const phone = phoneOf(customer);
    const known = phone ? byPhone.get(phone) : undefined;
    if (known && !(customer.email && !known.email) && !(customer.taxId && !known.taxId)) found.set(identity, known);
    else if (phone && !known && !customer.email) created.set(identity, { ...customer, phone });
    else found.set(identity, await findOrCreateContact(tx, companyId, customer));
  }
  if (created.size > 0) {
    const rows = await tx
      .insert(contacts)
      .values(
        [...created.values()].map((customer) => ({
          companyId,
          name: customer.name,
          phone: customer.phone ?? null,
          email: null,
          taxId: customer.taxId ?? null,
          crmContactId: customer.crmContactId ?? null,
        })),
      )
      .returning();
    const byNewPhone = new Map(rows.map((row) => [row.phone, row]));
    for (const [identity, customer] of created) {
      const row = byNewPhone.get(customer.phone ?? null);
      if (!row) throw new Error('contact not created');
      found.set(identity, row);
    }
  }
  return found;
}

/** The open protocols of these contacts on these channels, locked in id order for the transaction. */
async function lockOpenProtocols(tx: Executor, companyId: number, contactIds: number[], channelIds: number[]) {
  if (contactIds.length === 0) return [];
  return tx
    .select()
    .from(protocols)
    .where(
      and(
        eq(protocols.companyId, companyId),
        inArray(protocols.contactId, contactIds),
        inArray(protocols.channelId, channelIds),
        ne(protocols.status, protocolStatuses.closed),
      ),
    )
    .orderBy(asc(protocols.id))
    .for('update');
}

/**
 * Several customers' messages of one company in one transaction, in their order, with the
 * guarantees of one `receive` each: a provider id already stored (or earlier in the batch) is a
 * replay, a customer's messages join their open protocol (the first one opens it), each message
 * changes its protocol and emits its events once everything is committed. Few statements: the
 * replay check, the contacts, the open protocols and the new messages are each read or written
 * together; each message still writes its protocol (its own sequence and event).
 */
export async function receiveBatch(
  deps: { db: Database; events: EventBus; settings: ProtocolSettings },
  companyId: number,
  inputs: IncomingMessage[],
): Promise<ReceivedMessage[]> {
  if (inputs.some((input) => !channelById(input.channelId))) throw unknownChannel();
  const pending: DomainEvent[] = [];
  const results = await deps.db.transaction(async (tx) => {
    const before = await storedBefore(tx, companyId, inputs);
    const fresh = inputs.filter(
      (input) => !input.externalId || !before.has(providerKey(input.channelId, input.externalId)),
    );
    await lockCustomers(
      tx,
      companyId,
      fresh.map((input) => input.customer),
    );
    const contactOf = await contactsOf(
      tx,
      companyId,
      fresh.map((input) => input.customer),
    );
    const rows = new Map<number, ProtocolRow>();
    const locked = await lockOpenProtocols(
      tx,
      companyId,
      [...new Set([...contactOf.values()].map((contact) => contact.id))],
      [...new Set(fresh.map((input) => input.channelId))],
    );
    for (const row of locked) rows.set(row.id, row);

    /** Where each new message goes: the protocol it joins (or the one it waits to open), and whether it opens it. */
    const placed: {
      index: number;
      input: IncomingMessage;
      protocolId: number | null;
      opening: number;
      opened: boolean;
    }[] = [];
    const opening: { input: OpenProtocolInput; contact: Contact }[] = [];
    const firstOf = new Map<string, number>();
    for (const [index, input] of inputs.entries()) {
      const key = input.externalId ? providerKey(input.channelId, input.externalId) : null;
      if (key && (before.has(key) || firstOf.has(key))) continue;
      if (key) firstOf.set(key, index);
      const contact = contactOf.get(customerIdentity(input.customer));
      if (!contact) throw new Error('contact not found');
      const thread = await threadProtocol(tx, companyId, input);
      if (thread && !rows.has(thread.id)) {
        const row = await lockProtocol(tx, companyId, thread.id);
        if (row && row.status !== protocolStatuses.closed) rows.set(row.id, row);
      }
      const open = (thread && rows.get(thread.id)) ?? openOf(rows.values(), contact.id, input);
      if (open) {
        placed.push({ index, input, protocolId: open.id, opening: -1, opened: false });
        continue;
      }
      const waiting = opening.findIndex((item) => sameConversation(item.input, item.contact.id, contact.id, input));
      if (waiting >= 0) {
        placed.push({ index, input, protocolId: null, opening: waiting, opened: false });
        continue;
      }
      opening.push({
        contact,
        input: inboundOpening(companyId, input),
      });
      placed.push({ index, input, protocolId: null, opening: opening.length - 1, opened: true });
    }
    const openedRows = await openProtocols(tx, deps.settings, companyId, opening);
    for (const row of openedRows) rows.set(row.id, row);
    const protocolOf = (item: (typeof placed)[number]) => {
      const id = item.protocolId ?? openedRows[item.opening]?.id;
      if (id === undefined) throw new Error('protocol not found');
      return id;
    };

    const stored =
      placed.length === 0
        ? []
        : await tx
            .insert(messages)
            .values(
              placed.map((item) => ({
                companyId,
                protocolId: protocolOf(item),
                channelId: item.input.channelId,
                direction: 'in',
                author: 'customer',
                text: item.input.text,
                attachments: item.input.attachments ?? [],
                meta: item.input.meta ?? {},
                status: 'received',
                externalId: item.input.externalId ?? null,
              })),
            )
            .returning();
    if (stored.length !== placed.length) throw new Error('messages not stored');

    // A protocol's messages of the batch change it once: its last message, its unread count, one sequence.
    const changes = new Map<
      number,
      InboundChange & { opened: boolean; messages: { index: number; opened: boolean; message: Message }[] }
    >();
    for (const [position, item] of placed.entries()) {
      const protocolId = protocolOf(item);
      const row = rows.get(protocolId);
      const message = stored[position];
      if (!row || !message) throw new Error('protocol not found');
      const change = changes.get(protocolId) ?? { row, lastMessageText: '', received: 0, opened: false, messages: [] };
      change.lastMessageText = previewOf(item.input.text, item.input.attachments ?? []);
      change.received += 1;
      change.opened ||= item.opened;
      change.messages.push({ index: item.index, opened: item.opened, message: toWireMessage(message) });
      changes.set(protocolId, change);
    }
    const written = await writeInboundChanges(tx, companyId, [...changes.values()]);
    const answers: (ReceivedMessage | undefined)[] = inputs.map(() => undefined);
    for (const [position, change] of [...changes.values()].entries()) {
      const row = written[position];
      if (!row) throw new Error('protocol not found');
      const protocol = toWireProtocol(row);
      // The messages first, as `applyChange` orders them: the open conversation waits on them.
      for (const { index, opened, message } of change.messages) {
        pending.push({ type: 'message.created', companyId, protocol, message });
        answers[index] = { protocol, message, opened, replayed: false };
      }
      // A protocol opened by these messages is new to every list: no earlier place to leave.
      pending.push({
        type: 'protocol.changed',
        companyId,
        protocol,
        previous: change.opened ? null : placeOf(change.row),
      });
    }

    const replayedProtocols = await protocolsOf(
      tx,
      companyId,
      [...before.values()].map((row) => row.protocolId),
    );
    return inputs.map((input, index): ReceivedMessage => {
      const answer = answers[index];
      if (answer) return answer;
      const key = providerKey(input.channelId, input.externalId ?? '');
      const earlier = before.get(key);
      if (earlier) {
        const row = replayedProtocols.get(earlier.protocolId);
        if (!row) throw new Error('protocol not found');
        return { protocol: toWireProtocol(row), message: toWireMessage(earlier), opened: false, replayed: true };
      }
      const first = answers[firstOf.get(key) ?? -1];
      if (!first) throw new Error('message not stored');
      return { ...first, opened: false, replayed: true };
    });
  });
  deps.events.publish(pending);
  return results;
}

/** A message of this contact on this channel (and configuration, when it came through one) belongs there. */
function sameConversation(
  where: { channelId: number; channelConfigId?: number | null },
  contactId: number | null,
  customerId: number,
  input: IncomingMessage,
) {
  if (contactId !== customerId || where.channelId !== input.channelId) return false;
  return typeof input.channelConfigId !== 'number' || where.channelConfigId === input.channelConfigId;
}

/** The customer's open protocol for this message, the newest when there are several. */
function openOf(rows: Iterable<ProtocolRow>, contactId: number, input: IncomingMessage) {
  let newest: ProtocolRow | undefined;
  for (const row of rows) {
    if (row.status === protocolStatuses.closed || !sameConversation(row, row.contactId, contactId, input)) continue;
    if (!newest || row.id > newest.id) newest = row;
  }
  return newest;
}

async function protocolsOf(tx: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, ProtocolRow>();
  const rows = await tx
    .select()
    .from(protocols)
    .where(and(eq(protocols.companyId, companyId), inArray(protocols.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}
