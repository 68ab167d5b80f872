import { protocolStatuses, supports, type Protocol } from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { protocolNotes, protocols } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { findActiveUser, userDepartmentIds } from '../users/users.service';
import { actorOf, changeProtocol, type ChangeDeps } from './protocol-change';

const isWaitingInQueue = (row: { status: number; userId: number | null; support: number }) =>
  row.status === protocolStatuses.waiting && row.userId === null && row.support === supports.human;

/** Take, assign and transfer: who holds a protocol. */
export function createAssignmentService(deps: ChangeDeps) {
  const { db } = deps;

  /** The longest-waiting protocol of the agent's departments; skips rows another agent is taking. */
  async function nextInQueue(auth: AuthContext): Promise<number | null> {
    const departmentIds = await userDepartmentIds(db, auth.userId);
    if (departmentIds.length === 0) return null;
    const [row] = await db
      .select({ id: protocols.id })
      .from(protocols)
      .where(
        and(
          eq(protocols.companyId, auth.companyId),
          eq(protocols.status, protocolStatuses.waiting),
          eq(protocols.support, supports.human),
          isNull(protocols.userId),
          inArray(protocols.departmentId, departmentIds),
        ),
      )
      .orderBy(asc(protocols.queuedAt), asc(protocols.id))
      .limit(1);
    return row?.id ?? null;
  }

  return {
    async take(auth: AuthContext, protocolId?: number): Promise<Protocol> {
      const id = protocolId ?? (await nextInQueue(auth));
      if (id === null) throw new AppError('not_found', 'errors.queueEmpty');
      const departmentIds = await userDepartmentIds(db, auth.userId);
      return changeProtocol(
        deps,
        auth,
        id,
        (row) => {
          if (!isWaitingInQueue(row)) throw new AppError('conflict', 'errors.notProtocolOwner');
          if (seesOnlyOwnProtocols(auth.role) && !departmentIds.includes(row.departmentId)) throw notFound();
          return {
            set: {
              userId: auth.userId,
              userName: auth.name,
              status: protocolStatuses.awaitingOperator,
              assignedAt: new Date(),
            },
            history: [{ type: 'taken', ...actorOf(auth) }],
          };
        },
        { checkVisible: false },
      );
    },

    async assign(auth: AuthContext, protocolId: number, userId: number): Promise<Protocol> {
      if (seesOnlyOwnProtocols(auth.role)) throw forbidden();
      const target = await findActiveUser(db, auth.companyId, userId);
      if (!target) throw new AppError('validation', 'errors.notFound', {}, { user_id: { key: 'errors.notFound' } });
      return changeProtocol(deps, auth, protocolId, (row) => {
        if (!target.departments.includes(row.departmentId)) {
          throw new AppError(
            'validation',
            'errors.userNotInDepartment',
            {},
            { user_id: { key: 'errors.userNotInDepartment' } },
          );
        }
        return {
          set: {
            userId: target.id,
            userName: target.name,
            support: supports.human,
            aiEnabled: false,
            status: row.status === protocolStatuses.waiting ? protocolStatuses.awaitingOperator : row.status,
            assignedAt: new Date(),
          },
          history: [
            { type: 'assigned', ...actorOf(auth), data: { to: target.id, toName: target.name, from: row.userId } },
          ],
        };
      });
    },

    async transfer(
      auth: AuthContext,
      input: { protocolId: number; note: string; departmentId?: number | null; userId?: number | null },
    ): Promise<Protocol> {
      if (!input.departmentId && !input.userId) {
        throw new AppError(
          'validation',
          'errors.transferNeedsTarget',
          {},
          { new_department_id: { key: 'errors.transferNeedsTarget' } },
        );
      }
      const actor = await findActiveUser(db, auth.companyId, auth.userId);
      if (!actor) throw notFound();
      const target = input.userId ? await findActiveUser(db, auth.companyId, input.userId) : null;
      if (input.userId && !target) {
        throw new AppError('validation', 'errors.notFound', {}, { new_user_id: { key: 'errors.notFound' } });
      }
      return changeProtocol(deps, auth, input.protocolId, async (row, tx) => {
        if (row.status === protocolStatuses.closed) throw new AppError('conflict', 'errors.protocolClosed');
        const departmentId = input.departmentId ?? row.departmentId;
        const mayLeave = actor.canTransferOutsideDepartments || !seesOnlyOwnProtocols(auth.role);
        if (departmentId !== row.departmentId && !mayLeave && !actor.departments.includes(departmentId)) {
          throw new AppError(
            'forbidden',
            'errors.transferDepartmentNotAllowed',
            {},
            {
              new_department_id: { key: 'errors.transferDepartmentNotAllowed' },
            },
          );
        }
        if (target && !target.departments.includes(departmentId)) {
          throw new AppError(
            'validation',
            'errors.userNotInDepartment',
            {},
            { new_user_id: { key: 'errors.userNotInDepartment' } },
          );
        }
        if (input.note) {
          await tx.insert(protocolNotes).values({
            companyId: auth.companyId,
            protocolId: row.id,
            userId: auth.userId,
            userName: auth.name,
            text: input.note,
          });
        }
        const now = new Date();
        return {
          set: target
            ? {
                departmentId,
                userId: target.id,
                userName: target.name,
                support: supports.human,
                aiEnabled: false,
                status: protocolStatuses.awaitingOperator,
                assignedAt: now,
              }
            : {
                departmentId,
                userId: null,
                userName: null,
                support: supports.human,
                aiEnabled: false,
                status: protocolStatuses.waiting,
                queuedAt: now,
                assignedAt: null,
              },
          history: [
            {
              type: 'transferred',
              ...actorOf(auth),
              data: {
                fromDepartment: row.departmentId,
                toDepartment: departmentId,
                fromUser: row.userId,
                toUser: target?.id ?? null,
                note: input.note,
              },
            },
          ],
        };
      });
    },
  };
}
