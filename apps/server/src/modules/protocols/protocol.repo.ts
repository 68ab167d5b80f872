import type { HistoryEntry, Protocol } from '@contact/domain/protocols';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companySequences, protocolEvents, protocolNumbers, protocolOwnerLosses, protocols } from '../../db/schema';

export type ProtocolRow = typeof protocols.$inferSelect;
export type ProtocolChanges = Partial<Omit<typeof protocols.$inferInsert, 'id' | 'companyId' | 'seq'>>;
/** A database handle or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with'>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toWireProtocol(row: ProtocolRow): Protocol {
  return {
    id: row.id,
    number: row.number,
    id_channel: row.channelId,
    department_id: row.departmentId,
    user_id: row.userId,
    user_name: row.userName,
    status: row.status,
    support: row.support,
    tab_status: row.tabStatus,
    tabulation_id: row.tabulationId,
    protocol_workflow: row.workflowId,
    protocol_workflow_status: row.workflowStatus,
    is_recording_screen: row.isRecordingScreen,
    pause: row.paused,
    protocol_ia_enabled: row.aiEnabled,
    session_video: row.sessionVideo,
    protocol_contact_id: row.contactId,
    protocol_phone: row.phone,
    customer_name: row.customerName,
    subject: row.subject,
    origin: row.origin,
    sla: row.slaState as Protocol['sla'],
    sla_due_at: iso(row.slaDueAt),
    nps: row.npsScore,
    fixed: row.pinnedAt !== null,
    ticket: row.ticketRef,
    feeling: row.feeling as Protocol['feeling'],
    campaign: row.campaignId,
    tags: row.tagIds.map((id) => ({ id })),
    last_message: row.lastMessageText,
    last_message_at: iso(row.lastMessageAt),
    last_message_direction: row.lastMessageDirection as Protocol['last_message_direction'],
    last_inbound_at: iso(row.lastInboundAt),
    channel_config_id: row.channelConfigId,
    channel_config_section: row.channelConfigSection,
    unread_count: row.unreadCount,
    queued_at: iso(row.queuedAt),
    created_at: iso(row.createdAt) ?? '',
    closed_at: iso(row.closedAt),
    seq: row.seq,
  };
}

/** Takes the company's next change sequence; the row lock orders concurrent changes. */
export async function nextSequence(tx: Executor, companyId: number): Promise<number> {
  const [row] = await tx
    .insert(companySequences)
    .values({ companyId, value: 1 })
    .onConflictDoUpdate({ target: companySequences.companyId, set: { value: sql`${companySequences.value} + 1` } })
    .returning({ value: companySequences.value });
  return row?.value ?? 0;
}

/**
 * Writes a change to a locked protocol in one statement: the new values, the company's next
 * sequence, the history and, when its owner loses it, the owner-loss row. Taking the sequence
 * row's lock in the transaction's last statement holds it only from here to the commit.
 */
export async function writeChange(
  tx: Executor,
  companyId: number,
  protocolId: number,
  change: { set: ProtocolChanges; history: HistoryInput[]; lostBy: number | null },
): Promise<ProtocolRow | undefined> {
  const next = tx.$with('next').as(
    tx
      .insert(companySequences)
      .values({ companyId, value: 1 })
      .onConflictDoUpdate({ target: companySequences.companyId, set: { value: sql`${companySequences.value} + 1` } })
      .returning({ value: companySequences.value }),
  );
  const history =
    change.history.length > 0
      ? [tx.$with('history').as(tx.insert(protocolEvents).values(historyRows(companyId, protocolId, change.history)))]
      : [];
  const loss =
    change.lostBy === null
      ? []
      : [
          tx
            .$with('loss')
            .as(
              tx
                .insert(protocolOwnerLosses)
                .select(
                  sql`select ${companyId}::int, ${change.lostBy}::int, ${protocolId}::int, ${next.value} from ${next}`,
                ),
            ),
        ];
  const [row] = await tx
    .with(next, ...history, ...loss)
    .update(protocols)
    .set({ ...change.set, updatedAt: new Date(), seq: sql`(select ${next.value} from ${next})` })
    .where(eq(protocols.id, protocolId))
    .returning();
  return row;
}

export async function currentSequence(db: Executor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: companySequences.value })
    .from(companySequences)
    .where(eq(companySequences.companyId, companyId));
  return row?.value ?? 0;
}

/** Protocol numbers read as the day plus a daily counter: 20261122000042. */
export async function nextProtocolNumber(tx: Executor, companyId: number, now: Date): Promise<string> {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const [row] = await tx
    .insert(protocolNumbers)
    .values({ companyId, day, value: 1 })
    .onConflictDoUpdate({
      target: [protocolNumbers.companyId, protocolNumbers.day],
      set: { value: sql`${protocolNumbers.value} + 1` },
    })
    .returning({ value: protocolNumbers.value });
  return `${day}${String(row?.value ?? 0).padStart(6, '0')}`;
}

export async function findProtocol(db: Executor, companyId: number, id: number): Promise<ProtocolRow | undefined> {
  const [row] = await db
    .select()
    .from(protocols)
    .where(and(eq(protocols.companyId, companyId), eq(protocols.id, id)))
    .limit(1);
  return row;
}

/** Locks the protocol row for the rest of the transaction. */
export async function lockProtocol(tx: Executor, companyId: number, id: number): Promise<ProtocolRow | undefined> {
  const [row] = await tx
    .select()
    .from(protocols)
    .where(and(eq(protocols.companyId, companyId), eq(protocols.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export type HistoryInput = {
  type: HistoryEntry['type'];
  userId: number | null;
  userName: string | null;
  data?: Record<string, unknown>;
};

const historyRows = (companyId: number, protocolId: number, entries: HistoryInput[]) =>
  entries.map((entry) => ({
    companyId,
    protocolId,
    type: entry.type,
    userId: entry.userId,
    userName: entry.userName,
    data: entry.data ?? {},
  }));

export async function recordHistory(tx: Executor, companyId: number, protocolId: number, entries: HistoryInput[]) {
  if (entries.length === 0) return;
  await tx.insert(protocolEvents).values(historyRows(companyId, protocolId, entries));
}

export const placeOf = (row: ProtocolRow) => ({
  status: row.status,
  support: row.support,
  departmentId: row.departmentId,
  channelId: row.channelId,
  userId: row.userId,
});
