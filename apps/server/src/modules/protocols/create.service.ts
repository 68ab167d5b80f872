import { protocolStatuses, supports, type NewProtocol, type Protocol } from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { eq } from 'drizzle-orm';
import { messages, protocols } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError } from '../../platform/errors';
import type { DomainEvent } from '../../platform/events';
import { userDepartmentIds } from '../users/users.service';
import { openProtocol } from './open-protocol';
import type { ChangeDeps } from './protocol-change';
import type { ProtocolSettings } from './protocol-settings';
import { nextSequence, toWireProtocol } from './protocol.repo';
import { previewOf, toWireMessage } from '../messages/message-wire';

/**
 * A protocol an agent starts from the new-protocol wizard. With AI on it goes to the bot;
 * offline it records a contact made elsewhere; otherwise the agent owns it and, with a
 * first text, awaits the customer.
 */
export function createProtocolCreation(deps: ChangeDeps & { settings: ProtocolSettings }) {
  const { db } = deps;
  return {
    async create(auth: AuthContext, input: NewProtocol): Promise<Protocol> {
      if (
        seesOnlyOwnProtocols(auth.role) &&
        !(await userDepartmentIds(db, auth.userId)).includes(input.id_department)
      ) {
        throw new AppError('validation', 'errors.notFound', {}, { id_department: { key: 'errors.notFound' } });
      }
      const pending: DomainEvent[] = [];
      const protocol = await db.transaction(async (tx) => {
        const withBot = input.ia;
        const text = input.offline || withBot ? '' : (input.text ?? '');
        const opened = await openProtocol(tx, deps.settings, {
          companyId: auth.companyId,
          departmentId: input.id_department,
          channelId: input.id_channel,
          contact: {
            name: input.customer.name,
            phone: input.customer.phone ?? null,
            email: input.customer.email ?? null,
            taxId: input.customer.tax_id ?? null,
            crmContactId: input.customer.crm_contact_id ?? null,
          },
          owner: withBot ? null : { userId: auth.userId, userName: auth.name },
          status: withBot
            ? protocolStatuses.waiting
            : text
              ? protocolStatuses.awaitingCustomer
              : protocolStatuses.awaitingOperator,
          support: withBot ? supports.bot : supports.human,
          origin: input.offline ? 'offline' : 'outbound',
          subject: input.subject ?? null,
          aiEnabled: withBot,
          actor: { userId: auth.userId, userName: auth.name },
        });
        if (!text) {
          pending.push(...opened.events);
          return opened.protocol;
        }
        const now = new Date();
        const [message] = await tx
          .insert(messages)
          .values({
            companyId: auth.companyId,
            protocolId: opened.row.id,
            direction: 'out',
            author: 'agent',
            userId: auth.userId,
            userName: auth.name,
            text,
            status: 'sent',
          })
          .returning();
        const [updated] = await tx
          .update(protocols)
          .set({
            lastMessageText: previewOf(text, []),
            lastMessageAt: now,
            lastMessageDirection: 'out',
            lastActivityAt: now,
            seq: await nextSequence(tx, auth.companyId),
          })
          .where(eq(protocols.id, opened.row.id))
          .returning();
        if (!message || !updated) throw new Error('protocol not created');
        const wire = toWireProtocol(updated);
        pending.push(
          { type: 'protocol.changed', companyId: auth.companyId, protocol: wire, previous: null },
          { type: 'message.created', companyId: auth.companyId, protocol: wire, message: toWireMessage(message) },
        );
        return wire;
      });
      deps.events.publish(pending);
      return protocol;
    },
  };
}
