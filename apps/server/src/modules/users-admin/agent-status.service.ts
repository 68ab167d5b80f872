import { companyRoom, serverEvents } from '@contact/domain/realtime';
import {
  agentStatusEvent,
  nextAgentState,
  type ObligatoryPause,
  visibleToDepartments,
  type AgentState,
  type AgentStatus,
  type AgentStatusCommand,
} from '@contact/domain/settings';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentStates, agentStatusEvents, users } from '../../db/schema';
import { AppError, notFound } from '../../platform/errors';
import type { JobQueue } from '../../platform/jobs';
import type { Realtime } from '../../platform/realtime';
import { distributionQueue } from '../protocols/protocol-jobs';
import { receivingStatuses } from './availability';
import { findBreak, type Break } from '../settings/lookups/inbox.lookup';
import { getCurrentUser } from '../users/users.service';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

async function stateOf(db: Executor, userId: number): Promise<AgentState & { since: Date | null }> {
  const [row] = await db.select().from(agentStates).where(eq(agentStates.userId, userId)).limit(1);
  return row
    ? { status: row.status as AgentState['status'], breakId: row.breakId, since: new Date(row.statusSince) }
    : { status: 'offline', breakId: null, since: null };
}

/** The obligatory break the operator is on now, if any: returning before its time is refused. */
async function obligatoryPauseOf(
  db: Database,
  companyId: number,
  current: AgentState & { since: Date | null },
  now: Date,
): Promise<ObligatoryPause | null> {
  if (current.status !== 'pause' || current.breakId === null || !current.since) return null;
  const running = await findBreak(db, companyId, current.breakId);
  return running?.obligatory ? { minutes: running.time, since: current.since, now } : null;
}

/** Stores the new status and its history row; the caller emits once this has committed. */
async function saveState(db: Executor, companyId: number, userId: number, state: AgentState, at: Date) {
  await db
    .insert(agentStates)
    .values({ userId, companyId, status: state.status, breakId: state.breakId, statusSince: at })
    .onConflictDoUpdate({
      target: agentStates.userId,
      set: { status: state.status, breakId: state.breakId, statusSince: at, updatedAt: at },
    });
  await db.insert(agentStatusEvents).values({ companyId, userId, status: state.status, breakId: state.breakId, at });
}

function present(
  user: { id: number; name: string },
  state: AgentState,
  since: Date | null,
  chosen: Break | null,
): AgentStatus {
  return {
    userId: user.id,
    name: user.name,
    status: state.status,
    breakId: state.breakId,
    breakDescription: chosen?.description ?? null,
    breakMinutes: chosen?.time ?? null,
    blocksScreen: chosen?.blocksScreen ?? false,
    obligatory: chosen?.obligatory ?? false,
    since: since ? since.toISOString() : null,
  };
}

/** Supervisors watch the `backoffice` room; the operator's own sockets refresh their session. */
export function emitAgentStatus(realtime: Realtime, companyId: number, status: AgentStatus) {
  realtime.io.to(companyRoom(companyId, 'backoffice')).emit(agentStatusEvent, status);
  realtime.toUser(companyId, status.userId, agentStatusEvent, status);
  realtime.toUser(companyId, status.userId, serverEvents.userUpdated, { id: status.userId });
}

/**
 * Starts a pre-break's pause once the operator's last protocol is done; the protocol core
 * calls it. Returns the new status, or null when the operator was not in pre-break.
 */
export async function beginPendingBreak(db: Database, companyId: number, userId: number): Promise<AgentStatus | null> {
  const current = await stateOf(db, userId);
  if (current.status !== 'pre_break' || current.breakId === null) return null;
  const user = await getCurrentUser(db, userId);
  const state: AgentState = { status: 'pause', breakId: current.breakId };
  const at = new Date();
  await db.transaction((tx) => saveState(tx, companyId, userId, state, at));
  return present(user, state, at, await findBreak(db, companyId, current.breakId));
}

export function createAgentStatusService(deps: { db: Database; realtime: Realtime; jobs: JobQueue }) {
  const { db, realtime, jobs } = deps;

  return {
    /** The operator asks for a break, confirms a pre-break, or returns online. */
    async change(companyId: number, userId: number, command: AgentStatusCommand): Promise<AgentStatus> {
      const user = await getCurrentUser(db, userId);
      let chosen: Break | null = null;
      if (command.id_break) {
        chosen = await findBreak(db, companyId, command.id_break);
        // A break of another department is as unknown to this operator as one that does not exist.
        if (!chosen || !chosen.active || !visibleToDepartments(chosen.departments, user.department)) {
          throw new AppError('validation', 'errors.validation', {}, { id_break: { key: 'validation.invalidOption' } });
        }
      }
      const at = new Date();
      const state = await db.transaction(async (tx) => {
        const current = await stateOf(tx, userId);
        const obligatory = await obligatoryPauseOf(tx as Database, companyId, current, at);
        const outcome = nextAgentState(current, command, chosen, obligatory);
        if ('refusal' in outcome) throw new AppError('conflict', outcome.refusal, outcome.params);
        await saveState(tx, companyId, userId, outcome.state, at);
        return outcome.state;
      });
      const status = present(user, state, at, state.breakId ? chosen : null);
      emitAgentStatus(realtime, companyId, status);
      // An agent who starts taking protocols gets their departments' waiting ones at once.
      if (receivingStatuses.includes(state.status))
        for (const departmentId of user.department)
          await jobs.schedule(distributionQueue, { companyId, departmentId }, { key: `${companyId}:${departmentId}` });
      return status;
    },

    /** The signed-in user's own status and break, for their status control. */
    async own(companyId: number, userId: number): Promise<AgentStatus> {
      const user = await getCurrentUser(db, userId);
      const [row] = await db.select().from(agentStates).where(eq(agentStates.userId, userId)).limit(1);
      if (!row) return present(user, { status: 'offline', breakId: null }, null, null);
      const state: AgentState = { status: row.status as AgentState['status'], breakId: row.breakId };
      const chosen = state.breakId ? await findBreak(db, companyId, state.breakId) : null;
      return present(user, state, new Date(row.statusSince), chosen);
    },

    /** Every active agent's current status, for the supervisors' panel. */
    async list(companyId: number): Promise<AgentStatus[]> {
      const rows = await db
        .select({ user: { id: users.id, name: users.name }, state: agentStates })
        .from(users)
        .leftJoin(agentStates, eq(agentStates.userId, users.id))
        .where(and(eq(users.companyId, companyId), eq(users.active, true)))
        .orderBy(asc(users.name));
      const breaks = new Map<number, Break | null>();
      for (const row of rows) {
        const breakId = row.state?.breakId;
        if (breakId && !breaks.has(breakId)) breaks.set(breakId, await findBreak(db, companyId, breakId));
      }
      return rows.map((row) => {
        const state: AgentState = row.state
          ? { status: row.state.status as AgentState['status'], breakId: row.state.breakId }
          : { status: 'offline', breakId: null };
        return present(
          row.user,
          state,
          row.state ? new Date(row.state.statusSince) : null,
          breaks.get(state.breakId ?? 0) ?? null,
        );
      });
    },
  };
}

export async function ensureUserOfCompany(db: Database, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  if (!row) throw notFound();
}
