import { estimateWait, protocolStatuses, supports } from '@contact/domain/protocols';
import { and, desc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { protocols } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { countReceivingAgents } from '../users-admin/availability';
import { assertVisible } from './protocol-change';
import { findProtocol, type ProtocolRow } from './protocol.repo';

/** Without history, a conversation is assumed to take five minutes. */
const defaultHandleSeconds = 300;

/** Where a waiting protocol stands in its department's queue, and how long it may wait. */
export async function queuePlace(db: Database, companyId: number, row: ProtocolRow) {
  const waiting = row.status === protocolStatuses.waiting && row.support === supports.human && row.userId === null;
  const availableAgents = await countReceivingAgents(db, companyId, row.departmentId);
  if (!waiting || !row.queuedAt)
    return { position: null, estimated_wait_seconds: null, available_agents: availableAgents };
  const queuedAt = new Date(row.queuedAt);
  const [ahead] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(protocols)
    .where(
      and(
        eq(protocols.companyId, companyId),
        eq(protocols.departmentId, row.departmentId),
        eq(protocols.status, protocolStatuses.waiting),
        eq(protocols.support, supports.human),
        isNull(protocols.userId),
        or(lt(protocols.queuedAt, queuedAt), and(eq(protocols.queuedAt, queuedAt), lt(protocols.id, row.id))),
      ),
    );
  const recent = db
    .select({ seconds: sql<number>`extract(epoch from ${protocols.closedAt} - ${protocols.assignedAt})`.as('seconds') })
    .from(protocols)
    .where(
      and(
        eq(protocols.companyId, companyId),
        eq(protocols.departmentId, row.departmentId),
        eq(protocols.status, protocolStatuses.closed),
        isNotNull(protocols.assignedAt),
        isNotNull(protocols.closedAt),
      ),
    )
    .orderBy(desc(protocols.closedAt))
    .limit(50)
    .as('recent');
  const [handle] = await db
    .select({ average: sql<number | null>`avg(${recent.seconds})`.mapWith(Number) })
    .from(recent);
  const position = (ahead?.total ?? 0) + 1;
  const averageHandleSeconds =
    handle?.average && Number.isFinite(handle.average) ? handle.average : defaultHandleSeconds;
  return {
    position,
    estimated_wait_seconds: estimateWait({ position, averageHandleSeconds, availableAgents }),
    available_agents: availableAgents,
  };
}

export async function visibleQueuePlace(db: Database, auth: AuthContext, protocolId: number) {
  const row = await findProtocol(db, auth.companyId, protocolId);
  assertVisible(auth, row);
  return queuePlace(db, auth.companyId, row);
}
