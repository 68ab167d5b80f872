import { canTransition, type Protocol, type ProtocolStatus } from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError, notFound } from '../../platform/errors';
import type { DomainEvent, EventBus } from '../../platform/events';
import {
  lockProtocol,
  placeOf,
  toWireProtocol,
  writeChange,
  type Executor,
  type HistoryInput,
  type ProtocolChanges,
  type ProtocolRow,
} from './protocol.repo';

export type Decision = {
  set: ProtocolChanges;
  history?: HistoryInput[];
  /**
   * Work in the same transaction, on the locked row as the change will leave it (written right
   * after, so the sequence is taken last); may add events, whose protocol is then the written one.
   */
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

/** Refuses a status move the transition table does not allow. */
export function assertTransition(row: ProtocolRow, set: ProtocolChanges) {
  const next = set.status;
  if (
    next !== undefined &&
    next !== row.status &&
    !canTransition(row.status as ProtocolStatus, next as ProtocolStatus)
  ) {
    throw transitionError(row.status, next);
  }
}

/** The owner a change takes the protocol from, if it does. */
export function ownerLost(row: ProtocolRow, set: ProtocolChanges): number | null {
  const owner = set.userId === undefined ? row.userId : set.userId;
  return row.userId !== null && owner !== row.userId ? row.userId : null;
}

/**
 * Writes a decided change to a locked protocol row inside the caller's transaction: refuses
 * a status move the transition table does not allow, runs the decision's own work, then writes
 * the row, its history, an owner losing it and the next company sequence in one statement.
 * Answers the events to publish after commit.
 */
export async function applyChange(tx: Executor, companyId: number, row: ProtocolRow, decision: Decision) {
  assertTransition(row, decision.set);
  const values = Object.fromEntries(Object.entries(decision.set).filter(([, value]) => value !== undefined));
  const later = decision.after ? await decision.after(tx, { ...row, ...values }) : [];
  const changed = await writeChange(tx, companyId, row.id, {
    set: decision.set,
    history: decision.history ?? [],
    lostBy: ownerLost(row, decision.set),
  });
  if (!changed) throw notFound();
  const protocol = toWireProtocol(changed);
  // The decision's own events (the message or note) go first: a socket sends one frame and
  // holds the next until that write is done, and the open conversation waits on the message.
  const events: DomainEvent[] = [
    ...later.map((event) => (event.protocol.id === row.id ? { ...event, protocol } : event)),
    { type: 'protocol.changed', companyId, protocol, previous: placeOf(row) },
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
