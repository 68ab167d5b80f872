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

/** Who makes a change: a signed-in user, or the platform itself (routing, timers). */
export type Actor = AuthContext | { system: true; companyId: number };

const isSystem = (actor: Actor): actor is { system: true; companyId: number } => 'system' in actor;

export const systemActor = (companyId: number): Actor => ({ system: true, companyId });

export const actorOf = (actor: Actor) =>
  isSystem(actor) ? { userId: null, userName: null } : { userId: actor.userId, userName: actor.name };

export type ChangeDeps = { db: Database; events: EventBus };

/**
 * Writes a decided change to a locked protocol row inside the caller's transaction: refuses
 * a status move the transition table does not allow, stamps the next company sequence,
 * records an owner losing it and the history. Answers the events to publish after commit.
 */
export async function applyChange(tx: Executor, companyId: number, row: ProtocolRow, decision: Decision) {
  const nextStatus = decision.set.status;
  if (
    nextStatus !== undefined &&
    nextStatus !== row.status &&
    !canTransition(row.status as ProtocolStatus, nextStatus as ProtocolStatus)
  ) {
    throw transitionError(row.status, nextStatus);
  }
  const [changed] = await tx
    .update(protocols)
    .set({ ...decision.set, updatedAt: new Date() })
    .where(eq(protocols.id, row.id))
    .returning();
  if (!changed) throw notFound();
  await recordHistory(tx, companyId, row.id, decision.history ?? []);
  const later = decision.after ? await decision.after(tx, changed) : [];
  // The company's sequence is taken last: its row lock orders commits, and holding it only
  // from here to the commit keeps a company's writes from queueing behind each other's work.
  const seq = await nextSequence(tx, companyId);
  await tx.update(protocols).set({ seq }).where(eq(protocols.id, row.id));
  if (row.userId !== null && changed.userId !== row.userId) {
    await tx.insert(protocolOwnerLosses).values({ companyId, userId: row.userId, protocolId: row.id, seq });
  }
  const protocol = toWireProtocol({ ...changed, seq });
  const events: DomainEvent[] = [
    { type: 'protocol.changed', companyId, protocol, previous: placeOf(row) },
    ...later.map((event) => (event.protocol.id === row.id ? { ...event, protocol } : event)),
  ];
  return { protocol, events };
}

/**
 * Changes one protocol in its own transaction: locks it, checks the actor may see it, lets
 * `decide` check and describe the change, and publishes the events once committed.
 */
export async function changeProtocol(
  deps: ChangeDeps,
  actor: Actor,
  protocolId: number,
  decide: (row: ProtocolRow, tx: Executor) => Promise<Decision> | Decision,
  options: { checkVisible?: boolean } = {},
): Promise<Protocol> {
  const { protocol, events } = await deps.db.transaction(async (tx) => {
    const row = await lockProtocol(tx, actor.companyId, protocolId);
    if (!row) throw notFound();
    if (!isSystem(actor) && options.checkVisible !== false) assertVisible(actor, row);
    return applyChange(tx, actor.companyId, row, await decide(row, tx));
  });
  deps.events.publish(events);
  return protocol;
}
