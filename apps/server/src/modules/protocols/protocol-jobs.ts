import { nextSlaChangeAt, protocolStatuses, slaStateAt, supports } from '@contact/domain/protocols';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { protocols } from '../../db/schema';
import type { DomainEvent } from '../../platform/events';
import { beginPendingBreak, emitAgentStatus } from '../users-admin/agent-status.service';
import { answerTimeoutQueue, createDistribution, holdsProtocols } from './distribution.service';
import { applyChange } from './protocol-change';
import { lockProtocol, type ProtocolRow } from './protocol.repo';
import { createSilenceWatch } from './silence.service';

export const distributionQueue = 'protocol-distribution';
export const slaQueue = 'protocol-sla';
export const silenceQueue = 'protocol-silence';
/** How often silent protocols are looked for (inactivity message, protocol pause). */
const silenceSweepMs = 60_000;
/** How often waiting queues are looked at again, for agents who became available. */
const sweepMs = 5_000;

/** How many due SLA clocks are looked at together. */
const slaBatch = 50;

/** An SLA clock runs on an open protocol that has one. */
const slaClockRuns = (row: ProtocolRow) =>
  row.slaStartedAt !== null &&
  row.slaDueAt !== null &&
  row.status !== protocolStatuses.closed &&
  row.status !== protocolStatuses.nps;

const slaClockOf = (row: ProtocolRow) => {
  const started = new Date(row.slaStartedAt ?? 0).getTime();
  return { started, window: new Date(row.slaDueAt ?? 0).getTime() - started };
};

const departmentJob = z.object({ companyId: z.number(), departmentId: z.number() });
const protocolJob = z.object({ companyId: z.number(), protocolId: z.number() });
const answerJob = protocolJob.extend({ userId: z.number() });

/** Background work of the protocol core: distribution, SLA clocks and unanswered protocols. */
export function registerProtocolJobs(app: FastifyInstance) {
  const { db, events, jobs, log } = app;
  const distribution = createDistribution({ db, events, jobs });
  const silence = createSilenceWatch({ db, events });
  jobs.handle(silenceQueue, async () => {
    await silence.sweep();
  });

  const distribute = (companyId: number, departmentId: number) =>
    jobs.schedule(distributionQueue, { companyId, departmentId }, { key: `${companyId}:${departmentId}` });

  jobs.handle(distributionQueue, async (payload) => {
    const { companyId, departmentId } = departmentJob.parse(payload);
    await distribution.distribute(companyId, departmentId);
  });

  const waitForSla = (companyId: number, protocolId: number, at: number) =>
    jobs.schedule(slaQueue, { companyId, protocolId }, { key: String(protocolId), runAt: new Date(at) });

  /** Moves the SLA state when its time comes, then waits for the next change. */
  async function moveSla(companyId: number, protocolId: number) {
    const now = Date.now();
    const pending: DomainEvent[] = [];
    const next = await db.transaction(async (tx) => {
      const row = await lockProtocol(tx, companyId, protocolId);
      if (!row || !slaClockRuns(row)) return null;
      const { started, window } = slaClockOf(row);
      const state = slaStateAt(now, started, window);
      if (state !== row.slaState)
        pending.push(...(await applyChange(tx, companyId, row, { set: { slaState: state } })).events);
      return nextSlaChangeAt(now, started, window);
    });
    events.publish(pending);
    if (next !== null) await waitForSla(companyId, protocolId, next);
  }

  /**
   * SLA clocks due together (the first look at each protocol a burst of conversations opened):
   * one read for all; a protocol whose state stays only waits for its next change, the others
   * move one by one under their lock.
   */
  async function moveSlaClocks(items: { companyId: number; protocolId: number }[]) {
    const now = Date.now();
    const rows = await db
      .select()
      .from(protocols)
      .where(
        inArray(
          protocols.id,
          items.map((item) => item.protocolId),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const waits: Promise<void>[] = [];
    for (const { companyId, protocolId } of items) {
      const row = byId.get(protocolId);
      if (!row || row.companyId !== companyId || !slaClockRuns(row)) continue;
      const { started, window } = slaClockOf(row);
      if (slaStateAt(now, started, window) !== row.slaState) {
        await moveSla(companyId, protocolId);
        continue;
      }
      const next = nextSlaChangeAt(now, started, window);
      if (next !== null) waits.push(waitForSla(companyId, protocolId, next));
    }
    await Promise.all(waits);
  }

  jobs.handle(
    slaQueue,
    async (payload) => {
      const { companyId, protocolId } = protocolJob.parse(payload);
      await moveSla(companyId, protocolId);
    },
    {
      batch: { size: slaBatch, handler: (batch) => moveSlaClocks(batch.map((job) => protocolJob.parse(job.payload))) },
    },
  );

  /** An agent who received a protocol and did not answer in time loses it to the next one. */
  jobs.handle(answerTimeoutQueue, async (payload) => {
    const { companyId, protocolId, userId } = answerJob.parse(payload);
    const pending: DomainEvent[] = [];
    await db.transaction(async (tx) => {
      const row = await lockProtocol(tx, companyId, protocolId);
      if (!row || row.userId !== userId || row.status !== protocolStatuses.awaitingOperator) return;
      const assignedAt = row.assignedAt ? new Date(row.assignedAt).getTime() : 0;
      const answered =
        row.lastMessageDirection === 'out' && row.lastMessageAt && new Date(row.lastMessageAt).getTime() >= assignedAt;
      if (answered) return;
      const { events: changed } = await applyChange(tx, companyId, row, {
        set: {
          userId: null,
          userName: null,
          status: protocolStatuses.waiting,
          assignedAt: null,
          passedUserIds: [...new Set([...row.passedUserIds, userId])],
        },
        history: [{ type: 'requeued', userId: null, userName: null, data: { from: userId, reason: 'no_answer' } }],
      });
      pending.push(...changed);
    });
    events.publish(pending);
  });

  /** A pre-break begins once the agent holds no more protocols. */
  async function startPendingBreak(companyId: number, userId: number) {
    if (await holdsProtocols(db, companyId, userId)) return;
    const status = await beginPendingBreak(db, companyId, userId);
    if (status) emitAgentStatus(app.realtime, companyId, status);
  }

  events.subscribe((event) => {
    if (event.type !== 'protocol.changed') return;
    const { protocol, previous } = event;
    const work: Promise<void>[] = [];
    const waiting =
      protocol.status === protocolStatuses.waiting && protocol.support === supports.human && protocol.user_id === null;
    if (waiting) work.push(distribute(event.companyId, protocol.department_id));
    // An agent who let go of a protocol may take the next one, or begin the break they asked for.
    if (previous?.userId && (protocol.user_id !== previous.userId || protocol.status === protocolStatuses.closed)) {
      work.push(
        distribute(event.companyId, previous.departmentId),
        startPendingBreak(event.companyId, previous.userId),
      );
    }
    if (previous === null && protocol.sla !== 'sem_sla') {
      work.push(
        jobs.schedule(slaQueue, { companyId: event.companyId, protocolId: protocol.id }, { key: String(protocol.id) }),
      );
    }
    for (const item of work)
      item.catch((error: unknown) => log.error({ err: error }, 'scheduling protocol work failed'));
  });

  const sweep = setInterval(() => {
    distribution
      .departmentsWaiting()
      .then((departments) => Promise.all(departments.map((item) => distribute(item.companyId, item.departmentId))))
      .catch((error: unknown) => log.error({ err: error }, 'queue sweep failed'));
  }, sweepMs);
  sweep.unref();
  // One key: however many processes run, one sweep is pending at a time.
  const silenceTimer = setInterval(() => {
    jobs
      .schedule(silenceQueue, {}, { key: 'sweep' })
      .catch((error: unknown) => log.error({ err: error }, 'silence sweep not scheduled'));
  }, silenceSweepMs);
  silenceTimer.unref();
  app.addHook('preClose', async () => {
    clearInterval(sweep);
    clearInterval(silenceTimer);
  });
}
