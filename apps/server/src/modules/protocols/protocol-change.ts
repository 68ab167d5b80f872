import { canTransition, type Protocol, type ProtocolStatus } from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { protocolOwnerLosses, protocols } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError, notFound } from '../../platform/errors';
import type { DomainEvent, EventBus } from '../../platform/events';
import {
  lockProtocol,
  nextSequence,
  placeOf,
  recordHistory,
  toWireProtocol,
  type Executor,
  type HistoryInput,
  type ProtocolRow,
} from './protocol.repo';

export type ProtocolChanges = Partial<Omit<typeof protocols.$inferInsert, 'id' | 'companyId' | 'seq'>>;

export type Decision = {
  set: ProtocolChanges;
  history?: HistoryInput[];
  /** Work in the same transaction once the protocol row is updated; may add events. */
  after?: (tx: Executor, row: ProtocolRow) => Promise<DomainEvent[]>;
};

/** Operators act only on their own protocols; an unknown id and a foreign one look the same. */
export function assertVisible(auth: AuthContext, row: ProtocolRow | undefined): asserts row is ProtocolRow {
  if (!row) throw notFound();
  if (seesOnlyOwnProtocols(auth.role) && row.userId !== auth.userId) throw notFound();
}

export function transitionError(from: number, to: number) {
  // Status names are message keys: the error handler renders them in the user's language.
  return new AppError('conflict', 'errors.transitionNotAllowed', {
    from: `protocolStatus.${from}`,
    to: `protocolStatus.${to}`,
  });
}

export const actorOf = (auth: AuthContext) => ({ userId: auth.userId, userName: auth.name });

export type ChangeDeps = { db: Database; events: EventBus };

/**
 * Changes one protocol: locks it, lets `decide` check and describe the change, refuses a
 * status move the transition table does not allow, stamps the next company sequence,
 * writes history, and publishes the events only after the transaction has committed.
 */
export async function changeProtocol(
  deps: ChangeDeps,
  auth: AuthContext,
  protocolId: number,
  decide: (row: ProtocolRow, tx: Executor) => Promise<Decision> | Decision,
  options: { checkVisible?: boolean } = {},
): Promise<Protocol> {
  const pending: DomainEvent[] = [];
  const protocol = await deps.db.transaction(async (tx) => {
    const row = await lockProtocol(tx, auth.companyId, protocolId);
    if (options.checkVisible === false) {
      if (!row) throw notFound();
    } else {
      assertVisible(auth, row);
    }
    const decision = await decide(row, tx);
    const nextStatus = decision.set.status;
    if (
      nextStatus !== undefined &&
      nextStatus !== row.status &&
      !canTransition(row.status as ProtocolStatus, nextStatus as ProtocolStatus)
    ) {
      throw transitionError(row.status, nextStatus);
    }
    const seq = await nextSequence(tx, auth.companyId);
    const [updated] = await tx
      .update(protocols)
      .set({ ...decision.set, seq, updatedAt: new Date() })
      .where(eq(protocols.id, row.id))
      .returning();
    if (!updated) throw notFound();
    if (row.userId !== null && updated.userId !== row.userId) {
      await tx
        .insert(protocolOwnerLosses)
        .values({ companyId: auth.companyId, userId: row.userId, protocolId: row.id, seq });
    }
    await recordHistory(tx, auth.companyId, row.id, decision.history ?? []);
    const wire = toWireProtocol(updated);
    pending.push({ type: 'protocol.changed', companyId: auth.companyId, protocol: wire, previous: placeOf(row) });
    if (decision.after) pending.push(...(await decision.after(tx, updated)));
    return wire;
  });
  deps.events.publish(pending);
  return protocol;
}
