import type { HistoryEntry, Protocol } from '@contact/domain/protocols';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows, rawTable } from '../../db/raw-rows';
import { withIsoTimes, type IsoTimes } from '../../db/timestamp-text';
import { companySequences, protocolEvents, protocolNumbers, protocolOwnerLosses, protocols } from '../../db/schema';

/** A protocol as the server reads it: every column but the search text, which only the database reads. */
export type ProtocolRow = Omit<typeof protocols.$inferSelect, 'searchText'>;
export type ProtocolChanges = Partial<Omit<typeof protocols.$inferInsert, 'id' | 'companyId' | 'seq' | 'searchText'>>;
/** A database handle or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '$with' | 'with' | '_'>;

/** A protocol as the API writes it, from its row with the timestamps already ISO text (`decodeIsoTimes`, lists). */
export function wireProtocol(row: IsoTimes<ProtocolRow>): Protocol {
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
    sla_due_at: row.slaDueAt,
    nps: row.npsScore,
    fixed: row.pinnedAt !== null,
    ticket: row.ticketRef,
    feeling: row.feeling as Protocol['feeling'],
    campaign: row.campaignId,
    tags: row.tagIds.map((id) => ({ id })),
    last_message: row.lastMessageText,
    last_message_at: row.lastMessageAt,
    last_message_direction: row.lastMessageDirection as Protocol['last_message_direction'],
    last_inbound_at: row.lastInboundAt,
    channel_config_id: row.channelConfigId,
    channel_config_section: row.channelConfigSection,
    unread_count: row.unreadCount,
    queued_at: row.queuedAt,
    created_at: row.createdAt,
    closed_at: row.closedAt,
    seq: row.seq,
  };
}

export const toWireProtocol = (row: ProtocolRow): Protocol => wireProtocol(withIsoTimes(row));

/** Takes the company's next change sequence; the row lock orders concurrent changes. */
export async function nextSequence(tx: Executor, companyId: number): Promise<number> {
  const [row] = await tx
    .insert(companySequences)
    .values({ companyId, value: 1 })
    .onConflictDoUpdate({ target: companySequences.companyId, set: { value: sql`${companySequences.value} + 1` } })
    .returning({ value: companySequences.value });
  return row?.value ?? 0;
}

/** Protocols read and written by hand-written statements on the hot paths (lists, changes). */
export const protocolRows = rawTable(protocols, ['searchText']);
const protocolColumns = getTableColumns(protocols);

/** `"column" = $n` for each value of a change, each encoded by its column, as the query builder would. */
function assignments(set: ProtocolChanges & { updatedAt: Date }): SQL {
  const pairs = Object.entries(set)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const column = protocolColumns[key as keyof typeof protocolColumns];
      return sql`${sql.identifier(column.name)} = ${sql.param(value, column)}`;
    });
  return sql.join(pairs, sql`, `);
}

export type ChangeWrite = { set: ProtocolChanges; history: HistoryInput[]; lostBy: number | null };

/**
 * A row inserted with a change to a protocol read without a lock (an agent's message): its
 * insert from a named part of the statement, and its columns as read from another part.
 */
export type Companion = { insert: (from: string) => SQL; columnsOf: (alias: string, prefix: string) => SQL };

/** Parts of a statement before the change, and the one whose row lets the change be written (none: nothing is). */
type Gate = { parts: SQL; source: string };

/**
 * One statement writing a change: the company's next sequence, the history, the owner-loss row
 * when its owner loses it, and the protocol's new values; behind a gate, only if it lets through.
 */
function changeStatement(companyId: number, protocolId: number, change: ChangeWrite, gate?: Gate) {
  const history = change.history.map(
    (entry) =>
      sql`select ${companyId}::int, ${protocolId}::int, ${entry.type}::text, ${entry.userId}::int, ${entry.userName}::text,
        ${sql.param(entry.data ?? {}, protocolEvents.data)}::jsonb from "next"`,
  );
  const historyPart =
    history.length > 0
      ? sql`, "history" as (insert into ${protocolEvents} ("company_id", "protocol_id", "type", "user_id", "user_name", "data")
          ${sql.join(history, sql` union all `)})`
      : sql``;
  const loss =
    change.lostBy === null
      ? sql``
      : sql`, "loss" as (insert into ${protocolOwnerLosses} ("company_id", "user_id", "protocol_id", "seq")
          select ${companyId}::int, ${change.lostBy}::int, ${protocolId}::int, "value" from "next")`;
  const first = gate
    ? sql`select ${companyId}::int, 1 from ${sql.identifier(gate.source)}`
    : sql`values (${companyId}, 1)`;
  return sql`with ${gate?.parts ?? sql``}"next" as (insert into ${companySequences} ("company_id", "value") ${first}
        on conflict ("company_id") do update set "value" = ${companySequences.value} + 1 returning "value")${historyPart}${loss}
      update ${protocols} set ${assignments({ ...change.set, updatedAt: new Date() })}, "seq" = "next"."value"
      from "next"${gate ? sql`, ${sql.identifier(gate.source)}` : sql``}
      where ${protocols.id} = ${protocolId}`;
}

/**
 * Writes a change to a locked protocol in one statement. Taking the sequence row's lock in the
 * transaction's last statement holds it only from here to the commit. Written with the `sql`
 * template: every protocol change comes through here.
 */
export async function writeChange(
  tx: Executor,
  companyId: number,
  protocolId: number,
  change: ChangeWrite,
): Promise<ProtocolRow | undefined> {
  const [row] = await rawRows(
    tx,
    sql`${changeStatement(companyId, protocolId, change)} returning ${protocolRows.columnsOf('protocols', '')}`,
    { named: 'fixed' },
  );
  return row ? protocolRows.decode(row) : undefined;
}

/**
 * Writes a change and its companion row to a protocol read without a lock, in one statement
 * that is its own transaction, only if the protocol's sequence is still `seq`: the statement
 * locks the row and checks it first. Answers nothing, and writes nothing, when the protocol
 * moved since (or is gone) or the companion was refused; else the protocol's columns and the
 * companion's, prefixed `companion.`.
 */
export async function writeChangeIfUnmoved(
  db: Executor,
  companyId: number,
  protocolId: number,
  seq: number,
  change: ChangeWrite,
  companion: Companion,
): Promise<{ row: ProtocolRow; companion: Record<string, unknown> } | undefined> {
  const parts = sql`"gate" as (select 1 from ${protocols}
      where ${protocols.companyId} = ${companyId} and ${protocols.id} = ${protocolId} and ${protocols.seq} = ${seq} for update),
    "companion" as (${companion.insert('gate')}), `;
  const [row] = await rawRows(
    db,
    sql`${changeStatement(companyId, protocolId, change, { parts, source: 'companion' })}
      returning ${protocolRows.columnsOf('protocols', '')}, ${companion.columnsOf('companion', 'companion.')}`,
    { named: 'fixed' },
  );
  return row ? { row: protocolRows.decode(row), companion: row } : undefined;
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

/** One protocol of the company, read by hand (every change and single read starts here); `lock` holds it to the commit. */
async function protocolById(db: Executor, companyId: number, id: number, lock: boolean) {
  const [row] = await rawRows(
    db,
    sql`select ${protocolRows.columns} from ${protocols}
      where ${protocols.companyId} = ${companyId} and ${protocols.id} = ${id} limit 1${lock ? sql` for update` : sql``}`,
    { named: 'fixed' },
  );
  return row ? protocolRows.decode(row) : undefined;
}

export const findProtocol = (db: Executor, companyId: number, id: number) => protocolById(db, companyId, id, false);

/** Locks the protocol row for the rest of the transaction. */
export const lockProtocol = (tx: Executor, companyId: number, id: number) => protocolById(tx, companyId, id, true);

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
