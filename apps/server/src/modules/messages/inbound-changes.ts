import { canTransition, protocolStatuses, supports, type ProtocolStatus } from '@contact/domain/protocols';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { companySequences, protocols } from '../../db/schema';
import type { OpenProtocolInput } from '../protocols/open-protocol';
import { transitionError } from '../protocols/protocol-change';
import type { Executor, ProtocolRow } from '../protocols/protocol.repo';
import type { IncomingMessage } from './messages.service';

/** What customers' new messages change on one locked protocol: its last message, and how many are unread. */
export type InboundChange = { row: ProtocolRow; lastMessageText: string; received: number };

/** Statuses after the customer writes: the agent's turn. */
export const afterCustomerMessage = (status: number) =>
  status === protocolStatuses.awaitingCustomer ? protocolStatuses.awaitingOperator : status;

/** The protocol a customer's first message opens: waiting in the human queue of its department. */
export const inboundOpening = (
  companyId: number,
  input: Pick<IncomingMessage, 'departmentId' | 'channelId' | 'customer' | 'channelConfigId'>,
): OpenProtocolInput => ({
  companyId,
  departmentId: input.departmentId,
  channelId: input.channelId,
  contact: input.customer,
  owner: null,
  status: protocolStatuses.waiting,
  support: supports.human,
  origin: 'inbound',
  channelConfigId: input.channelConfigId ?? null,
  actor: { userId: null, userName: null },
});

/** `case id when … then … end`: one value per protocol in one statement. */
const perProtocol = (changes: InboundChange[], value: (change: InboundChange, position: number) => SQL) =>
  sql`case ${protocols.id} ${sql.join(
    changes.map((change, position) => sql`when ${change.row.id}::int then ${value(change, position)}`),
    sql` `,
  )} end`;

/**
 * Writes what new messages change on several locked protocols in one statement, each taking the
 * company's next sequence (in the order given), as `applyChange` does for one. Answers the
 * written rows in that order.
 */
export async function writeInboundChanges(
  tx: Executor,
  companyId: number,
  changes: InboundChange[],
): Promise<ProtocolRow[]> {
  if (changes.length === 0) return [];
  for (const { row } of changes) {
    const status = afterCustomerMessage(row.status);
    if (status !== row.status && !canTransition(row.status as ProtocolStatus, status as ProtocolStatus))
      throw transitionError(row.status, status);
  }
  const count = changes.length;
  const next = tx.$with('next').as(
    tx
      .insert(companySequences)
      .values({ companyId, value: count })
      .onConflictDoUpdate({
        target: companySequences.companyId,
        set: { value: sql`${companySequences.value} + ${count}` },
      })
      .returning({ value: companySequences.value }),
  );
  const now = new Date();
  const written = await tx
    .with(next)
    .update(protocols)
    .set({
      status: perProtocol(changes, ({ row }) => sql`${afterCustomerMessage(row.status)}::int`),
      lastMessageText: perProtocol(changes, ({ lastMessageText }) => sql`${lastMessageText}::text`),
      unreadCount: perProtocol(changes, ({ row, received }) => sql`${row.unreadCount + received}::int`),
      seq: sql`(select ${next.value} from ${next}) - ${count} + 1 + ${perProtocol(changes, (_, position) => sql`${position}::int`)}`,
      lastMessageAt: now,
      lastMessageDirection: 'in',
      lastInboundAt: now,
      lastActivityAt: now,
      updatedAt: now,
    })
    .where(
      inArray(
        protocols.id,
        changes.map(({ row }) => row.id),
      ),
    )
    .returning();
  const byId = new Map(written.map((row) => [row.id, row]));
  return changes.map(({ row }) => {
    const changed = byId.get(row.id);
    if (!changed) throw new Error('protocol not found');
    return changed;
  });
}
