import { pickAgent, protocolStatuses, supports, type DistributionMode } from '@contact/domain/protocols';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { protocols } from '../../db/schema';
import type { EventBus, DomainEvent } from '../../platform/events';
import type { JobQueue } from '../../platform/jobs';
import { getDistributionControl } from '../settings/lookups/routing.lookup';
import { lockReceivingAgents } from '../users-admin/availability';
import { applyChange } from './protocol-change';
import type { Executor } from './protocol.repo';

/** Statuses in which a protocol occupies its agent. */
const occupying = [
  protocolStatuses.awaitingCustomer,
  protocolStatuses.awaitingOperator,
  protocolStatuses.videoVoiceRunning,
];

export const answerTimeoutQueue = 'protocol-answer-timeout';

type Control = {
  mode: DistributionMode;
  maxSimultaneous: number;
  returnToLastAgent: boolean;
  answerTimeoutMinutes: number | null;
};

async function controlOf(tx: Executor, companyId: number, departmentId: number): Promise<Control> {
  const control = await getDistributionControl(tx as Database, companyId, departmentId);
  return {
    mode: control?.mode ?? 'round_robin',
    maxSimultaneous: control?.maxSimultaneous ?? 5,
    returnToLastAgent: control?.returnToLastAgent ?? false,
    answerTimeoutMinutes: control?.answerTimeout ?? null,
  };
}

/** The department's agents who take protocols now, with their load; their rows stay locked. */
async function candidatesOf(tx: Executor, companyId: number, departmentId: number) {
  const agents = await lockReceivingAgents(tx, companyId, departmentId);
  if (agents.length === 0) return [];
  const loads = await tx
    .select({
      userId: protocols.userId,
      open: sql<number>`count(*) filter (where ${inArray(protocols.status, occupying)})`.mapWith(Number),
      lastAssignedAt: sql<string | null>`max(${protocols.assignedAt})`,
      lastActivityAt: sql<string | null>`max(${protocols.lastActivityAt})`,
    })
    .from(protocols)
    .where(
      and(
        eq(protocols.companyId, companyId),
        inArray(
          protocols.userId,
          agents.map((agent) => agent.userId),
        ),
      ),
    )
    .groupBy(protocols.userId);
  const load = new Map(loads.map((row) => [row.userId, row]));
  return agents.map((agent) => {
    const row = load.get(agent.userId);
    const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : null);
    return {
      userId: agent.userId,
      name: agent.name,
      openCount: row?.open ?? 0,
      lastAssignedAt: time(row?.lastAssignedAt),
      idleSince: Math.max(time(row?.lastActivityAt) ?? 0, time(agent.statusSince) ?? 0),
    };
  });
}

/** Whether an agent still holds a protocol that occupies them. */
export async function holdsProtocols(db: Database, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: protocols.id })
    .from(protocols)
    .where(and(eq(protocols.companyId, companyId), eq(protocols.userId, userId), inArray(protocols.status, occupying)))
    .limit(1);
  return Boolean(row);
}

/** The agent who last served this customer in the department. */
async function lastAgentOf(tx: Executor, companyId: number, contactId: number | null, departmentId: number) {
  if (contactId === null) return null;
  const [row] = await tx
    .select({ userId: protocols.userId })
    .from(protocols)
    .where(
      and(
        eq(protocols.companyId, companyId),
        eq(protocols.contactId, contactId),
        eq(protocols.departmentId, departmentId),
        isNotNull(protocols.userId),
      ),
    )
    .orderBy(desc(protocols.id))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Hands a department's waiting human protocols, oldest first, to its available agents by
 * the department's distribution control, until the queue or the agents' capacity runs out.
 */
export function createDistribution(deps: { db: Database; events: EventBus; jobs: JobQueue }) {
  async function assignNext(companyId: number, departmentId: number): Promise<boolean> {
    const outcome = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(protocols)
        .where(
          and(
            eq(protocols.companyId, companyId),
            eq(protocols.departmentId, departmentId),
            eq(protocols.status, protocolStatuses.waiting),
            eq(protocols.support, supports.human),
            isNull(protocols.userId),
          ),
        )
        .orderBy(asc(protocols.queuedAt), asc(protocols.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const control = await controlOf(tx, companyId, departmentId);
      if (control.mode === 'manual') return null;
      const candidates = await candidatesOf(tx, companyId, departmentId);
      const preferredUserId = control.returnToLastAgent
        ? await lastAgentOf(tx, companyId, row.contactId, departmentId)
        : null;
      const userId = pickAgent(candidates, { ...control, preferredUserId, passedUserIds: row.passedUserIds });
      const agent = candidates.find((candidate) => candidate.userId === userId);
      if (!agent) return null;
      const { events } = await applyChange(tx, companyId, row, {
        set: {
          userId: agent.userId,
          userName: agent.name,
          status: protocolStatuses.awaitingOperator,
          assignedAt: new Date(),
        },
        history: [
          {
            type: 'assigned',
            userId: null,
            userName: null,
            data: { to: agent.userId, toName: agent.name, by: 'distribution' },
          },
        ],
      });
      return { events, protocolId: row.id, userId: agent.userId, timeout: control.answerTimeoutMinutes };
    });
    if (!outcome) return false;
    deps.events.publish(outcome.events as DomainEvent[]);
    if (outcome.timeout) {
      await deps.jobs.schedule(
        answerTimeoutQueue,
        { companyId, protocolId: outcome.protocolId, userId: outcome.userId },
        { key: `answer:${outcome.protocolId}`, runAt: new Date(Date.now() + outcome.timeout * 60_000) },
      );
    }
    return true;
  }

  return {
    /** Assigns as many waiting protocols of the department as agents can take; answers how many. */
    async distribute(companyId: number, departmentId: number): Promise<number> {
      let assigned = 0;
      while (assigned < 200 && (await assignNext(companyId, departmentId))) assigned += 1;
      return assigned;
    },

    /** Departments with protocols waiting for an agent, for the periodic sweep. */
    async departmentsWaiting(): Promise<{ companyId: number; departmentId: number }[]> {
      return deps.db
        .selectDistinct({ companyId: protocols.companyId, departmentId: protocols.departmentId })
        .from(protocols)
        .where(
          and(
            eq(protocols.status, protocolStatuses.waiting),
            eq(protocols.support, supports.human),
            isNull(protocols.userId),
          ),
        );
    },
  };
}
