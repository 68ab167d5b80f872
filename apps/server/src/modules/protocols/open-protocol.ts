import { canonicalPhone } from '@contact/domain/channels';
import { protocolStatuses, supports, type Protocol } from '@contact/domain/protocols';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contacts, departments, protocolCustomers, protocols } from '../../db/schema';
import { notFound } from '../../platform/errors';
import type { DomainEvent } from '../../platform/events';
import type { ProtocolSettings } from './protocol-settings';
import {
  nextProtocolNumber,
  nextSequence,
  recordHistory,
  toWireProtocol,
  type Executor,
  type ProtocolRow,
} from './protocol.repo';

export type ContactInput = {
  /** The contact the channel already knows (a web chat visitor's session): used as is. */
  id?: number;
  name: string;
  phone?: string | null;
  email?: string | null;
  taxId?: string | null;
  crmContactId?: string | null;
};

/**
 * Finds the company's contact by phone (canonical E.164, so a Brazilian mobile with or
 * without its ninth digit is one customer), else by e-mail, else creates one; fills in
 * what was missing.
 */
export async function findOrCreateContact(tx: Executor, companyId: number, contact: ContactInput) {
  if (contact.id !== undefined) {
    const [known] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.companyId, companyId), eq(contacts.id, contact.id)))
      .limit(1);
    if (known) return known;
  }
  const input = { ...contact, phone: contact.phone ? canonicalPhone(contact.phone) : null };
  const byPhone = input.phone
    ? await tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.companyId, companyId), eq(contacts.phone, input.phone)))
        .limit(1)
    : [];
  const byEmail =
    byPhone.length === 0 && input.email
      ? await tx
          .select()
          .from(contacts)
          .where(and(eq(contacts.companyId, companyId), eq(contacts.email, input.email)))
          .limit(1)
      : [];
  const existing = byPhone[0] ?? byEmail[0];
  if (existing) {
    const fill = {
      ...(existing.phone ? {} : input.phone ? { phone: input.phone } : {}),
      ...(existing.email ? {} : input.email ? { email: input.email } : {}),
      ...(existing.taxId ? {} : input.taxId ? { taxId: input.taxId } : {}),
    };
    if (Object.keys(fill).length === 0) return existing;
    const [updated] = await tx
      .update(contacts)
      .set({ ...fill, updatedAt: new Date() })
      .where(eq(contacts.id, existing.id))
      .returning();
    return updated ?? existing;
  }
  return createContact(tx, companyId, input);
}

/**
 * A new contact even when the phone or e-mail is known: for identities nobody verified
 * (a web chat visitor typing an e-mail), so a stranger never joins someone's conversation.
 */
export async function createContact(tx: Executor, companyId: number, contact: ContactInput) {
  const [created] = await tx
    .insert(contacts)
    .values({
      companyId,
      name: contact.name,
      phone: contact.phone ? canonicalPhone(contact.phone) : null,
      email: contact.email ?? null,
      taxId: contact.taxId ?? null,
      crmContactId: contact.crmContactId ?? null,
    })
    .returning();
  if (!created) throw new Error('contact not created');
  return created;
}

export type OpenProtocolInput = {
  companyId: number;
  departmentId: number;
  channelId: number;
  contact: ContactInput;
  owner: { userId: number; userName: string } | null;
  status: number;
  support: number;
  origin: 'inbound' | 'outbound' | 'offline';
  subject?: string | null;
  aiEnabled?: boolean;
  /** The number, mailbox or widget it runs on; left out, the department's configuration for the channel. */
  channelConfigId?: number | null;
  actor: { userId: number | null; userName: string | null };
};

/** What a new protocol's row holds, however it is opened (one at a time or together). */
export function protocolValues(
  input: OpenProtocolInput,
  contact: { id: number; name: string; phone: string | null },
  opened: {
    now: Date;
    /** The SLA window in ms; null without an SLA. */
    window: number | null;
    channelConfigId: number | null;
    channelConfigSection: string | null;
    number: string;
    seq: number;
  },
): typeof protocols.$inferInsert {
  const { now, window } = opened;
  return {
    companyId: input.companyId,
    number: opened.number,
    channelId: input.channelId,
    channelConfigId: opened.channelConfigId,
    channelConfigSection: opened.channelConfigSection,
    departmentId: input.departmentId,
    userId: input.owner?.userId ?? null,
    userName: input.owner?.userName ?? null,
    status: input.status,
    support: input.support,
    aiEnabled: input.aiEnabled ?? false,
    contactId: contact.id,
    customerName: contact.name,
    phone: contact.phone,
    subject: input.subject ?? null,
    origin: input.origin,
    slaState: window === null ? 'sem_sla' : 'em_dia',
    slaStartedAt: window === null ? null : now,
    slaDueAt: window === null ? null : new Date(now.getTime() + window),
    queuedAt: input.status === protocolStatuses.waiting ? now : null,
    assignedAt: input.owner ? now : null,
    lastActivityAt: now,
    seq: opened.seq,
  };
}

/** Inserts a new protocol with its first customer, SLA clock and history; returns it and its event. */
export async function openProtocol(
  tx: Executor,
  settings: ProtocolSettings,
  input: OpenProtocolInput,
): Promise<{ row: ProtocolRow; protocol: Protocol; events: DomainEvent[] }> {
  const [department] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, input.companyId), eq(departments.id, input.departmentId)))
    .limit(1);
  if (!department) throw notFound();
  const now = new Date();
  const contact = await findOrCreateContact(tx, input.companyId, input.contact);
  const window =
    input.support === supports.human
      ? await settings.slaWindowMs(tx as Database, input.companyId, input.departmentId, input.channelId)
      : null;
  const channelConfigId =
    input.channelConfigId === undefined
      ? await settings.channelConfigFor(tx as Database, input.companyId, input.departmentId, input.channelId)
      : input.channelConfigId;
  const channelConfigSection =
    channelConfigId === null
      ? null
      : await settings.configurationSection(tx as Database, input.companyId, channelConfigId);
  const seq = await nextSequence(tx, input.companyId);
  const [row] = await tx
    .insert(protocols)
    .values(
      protocolValues(input, contact, {
        now,
        window,
        channelConfigId,
        channelConfigSection,
        number: await nextProtocolNumber(tx, input.companyId, now),
        seq,
      }),
    )
    .returning();
  if (!row) throw new Error('protocol not created');
  await tx.insert(protocolCustomers).values({ protocolId: row.id, contactId: contact.id, position: 0 });
  await recordHistory(tx, input.companyId, row.id, [
    { type: 'created', userId: input.actor.userId, userName: input.actor.userName, data: { origin: input.origin } },
  ]);
  const protocol = toWireProtocol(row);
  return {
    row,
    protocol,
    events: [{ type: 'protocol.changed', companyId: input.companyId, protocol, previous: null }],
  };
}
