import { protocolStatuses, supports, type NewProtocol, type Protocol } from '@contact/domain/protocols';
import { channelById } from '@contact/domain/channels';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import type { MessageKey } from '@contact/domain/i18n';
import { formatPhone } from '@contact/domain/validation';
import { withSignature } from '@contact/domain/wizard';
import { eq } from 'drizzle-orm';
import { messages, protocols } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError } from '../../platform/errors';
import type { DomainEvent } from '../../platform/events';
import { getCurrentUser, userDepartmentIds } from '../users/users.service';
import { openProtocol } from './open-protocol';
import type { ChangeDeps } from './protocol-change';
import type { ProtocolSettings } from './protocol-settings';
import { nextSequence, toWireProtocol } from './protocol.repo';
import { previewOf, toWireMessage } from '../messages/message-wire';
import { deliveredByAdapter } from '../messages/messages.service';
import { templateMessage } from '../messages/template-message';
import type { Database } from '../../db/client';

const invalid = (fields: Record<string, { key: MessageKey }>) =>
  new AppError('validation', 'errors.validation', {}, fields);

/**
 * The first message the customer receives, as the wizard's channel step wrote it: an e-mail
 * carries the user's signature, WhatsApp the approved template with its variables filled in
 * (its name, language, variables and header media kept in `meta` for the channel, which sends
 * the template).
 * Offline there is none.
 */
async function firstMessage(
  deps: { db: Database; settings: ProtocolSettings },
  auth: AuthContext,
  input: NewProtocol,
): Promise<{ text: string; meta: Record<string, unknown> }> {
  if (input.offline) return { text: '', meta: {} };
  const { db, settings } = deps;
  const configured = await settings.configuredChannels(db, auth.companyId, input.id_department);
  if (!configured.includes(input.id_channel)) throw invalid({ id_channel: { key: 'wizard.errors.channelNotOffered' } });
  const channel = channelById(input.id_channel)?.name;
  const text = input.text ?? '';
  if (channel === 'whatsapp' && input.hsm_id) {
    const template = await settings.whatsappTemplate(db, auth.companyId, input.id_department, input.hsm_id);
    if (!template) throw invalid({ hsm_id: { key: 'wizard.errors.templateNotFound' } });
    const message = templateMessage(template, { variables: input.hsm_variables, headerLink: input.hsm_header_link });
    return { text: message.text, meta: { template: message.template } };
  }
  if (channel === 'email' && text)
    return { text: withSignature(text, (await getCurrentUser(db, auth.userId)).emailSignature), meta: {} };
  return { text, meta: {} };
}

/**
 * A protocol an agent starts from the new-protocol wizard. With AI on it goes to the bot;
 * offline it records a contact made elsewhere; otherwise the agent owns it and, with a
 * first message, awaits the customer. The first message is stored as an ordinary outgoing
 * message and published after commit, so the channel delivers it like any other.
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
      if (input.crm && !(await deps.settings.hasCrmSchema(db, auth.companyId, input.id_department))) {
        throw invalid({ id_department: { key: 'wizard.errors.noCrmSchema' } });
      }
      const { text, meta } = await firstMessage(deps, auth, input);
      const pending: DomainEvent[] = [];
      const protocol = await db.transaction(async (tx) => {
        const withBot = input.ia;
        const opened = await openProtocol(tx, deps.settings, {
          companyId: auth.companyId,
          departmentId: input.id_department,
          channelId: input.id_channel,
          contact: {
            name:
              input.customer.name ??
              input.customer.email ??
              (input.customer.phone ? formatPhone(input.customer.phone) : ''),
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
            channelId: opened.row.channelId,
            direction: 'out',
            author: 'agent',
            userId: auth.userId,
            userName: auth.name,
            text,
            meta,
            // Through a channel adapter it waits for the provider like any agent's message.
            status: deliveredByAdapter(opened.row) ? 'queued' : 'sent',
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
