import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentStates, userDepartments, users } from '../../db/schema';

/** Agent statuses that take new protocols; pre-break finishes what it has and takes no more. */
export const receivingStatuses = ['online', 'available'];

const receivingIn = (companyId: number, departmentId: number) =>
  and(
    eq(agentStates.companyId, companyId),
    inArray(agentStates.status, receivingStatuses),
    eq(users.active, true),
    eq(users.takesDistribution, true),
    eq(userDepartments.departmentId, departmentId),
  );

/** The department's agents who take protocols now; their status rows stay locked for the transaction. */
export function lockReceivingAgents(tx: Pick<Database, 'select'>, companyId: number, departmentId: number) {
  return tx
    .select({ userId: agentStates.userId, name: users.name, statusSince: agentStates.statusSince })
    .from(agentStates)
    .innerJoin(users, eq(users.id, agentStates.userId))
    .innerJoin(userDepartments, eq(userDepartments.userId, agentStates.userId))
    .where(receivingIn(companyId, departmentId))
    .for('update', { of: agentStates });
}

export async function countReceivingAgents(db: Database, companyId: number, departmentId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(agentStates)
    .innerJoin(users, eq(users.id, agentStates.userId))
    .innerJoin(userDepartments, eq(userDepartments.userId, agentStates.userId))
    .where(receivingIn(companyId, departmentId));
  return Number(row?.total ?? 0);
}
