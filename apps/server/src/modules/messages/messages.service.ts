import { channelById } from '@contact/domain/channels';
import { containsBlockedWord } from '@contact/domain/messages';
import type { Message, Protocol } from '@contact/domain/protocols';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { findOrCreateContact, openProtocol, type ContactInput } from '../protocols/open-protocol';
import { applyChange, assertVisible } from '../protocols/protocol-change';
import type { ProtocolSettings } from '../protocols/protocol-settings';
import { findProtocol, lockProtocol, toWireProtocol } from '../protocols/protocol.repo';
import { deliveredByAdapter, sentBefore, storeAgentMessage, type OutgoingMessage } from './agent-message';
import { sendAutomaticAnswers, type AutomaticAnswer } from './automatic-answers';
import { lockCustomers, openProtocolOf, threadProtocol } from './customer-protocol';
import { previewOf, toWireMessage, type StoredAttachment } from './message-wire';
import { afterCustomerMessage, inboundOpening } from './inbound-changes';
import { receiveBatch, unknownChannel } from './receive-batch';
import { templateMessage } from './template-message';

/** Channel adapters and the new-protocol wizard read it too. */
export { deliveredByAdapter };

export type OutgoingTemplate = {
  protocolId: number;
  templateId: number;
  variables: string[];
  headerLink?: string;
  clientId?: string;
};
export type IncomingMessage = {
  channelId: number;
  departmentId: number;
  customer: ContactInput;
  text: string;
  externalId?: string;
  /** The number, mailbox or widget it came through; null for the integration API. */
  channelConfigId?: number | null;
  attachments?: StoredAttachment[];
  meta?: Record<string, unknown>;
  /** Provider ids of earlier messages this one answers (e-mail References): it joins their open protocol. */
  replyTo?: string[];
};

export type ReceivedMessage = {
  protocol: Protocol;
  message: Message;
  /** This message opened the protocol. */
  opened: boolean;
  /** The provider sent it before: nothing new was stored. */
  replayed: boolean;
};

const offensive = () =>
  new AppError('validation', 'errors.offensiveWord', {}, { text: { key: 'errors.offensiveWord' } });

export function createMessageService(deps: { db: Database; events: EventBus; settings: ProtocolSettings }) {
  const { db, settings } = deps;

  return {
    /** Page 1 is the newest `limit` messages, returned oldest first. */
    async list(auth: AuthContext, protocolId: number, page: number, limit: number) {
      assertVisible(auth, await findProtocol(db, auth.companyId, protocolId));
      const rows = await db
        .select()
        .from(messages)
        .where(eq(messages.protocolId, protocolId))
        .orderBy(desc(messages.id))
        .limit(limit + 1)
        .offset((page - 1) * limit);
      return { messages: rows.slice(0, limit).reverse().map(toWireMessage), page, hasMore: rows.length > limit };
    },

    /** An agent's message. A retry with the same client id answers the first one instead of sending twice. */
    async send(auth: AuthContext, input: OutgoingMessage): Promise<Message> {
      if (!input.text.trim() && input.attachments.length === 0) {
        throw new AppError('validation', 'errors.messageEmpty', {}, { text: { key: 'errors.messageEmpty' } });
      }
      if (containsBlockedWord(input.text, await settings.blockedWords(db, auth.companyId))) throw offensive();
      try {
        return await storeAgentMessage(deps, auth, input);
      } catch (error) {
        // A retry answers the first message, whatever happened to the protocol since.
        const first = input.clientId ? await sentBefore(db, auth.companyId, input.protocolId, input.clientId) : null;
        if (!first) throw error;
        assertVisible(auth, await findProtocol(db, auth.companyId, input.protocolId));
        return toWireMessage(first);
      }
    },

    /** An approved WhatsApp template of the protocol's department, its variables filled in, sent like a message. */
    async sendTemplate(auth: AuthContext, input: OutgoingTemplate): Promise<Message> {
      const row = await findProtocol(db, auth.companyId, input.protocolId);
      assertVisible(auth, row);
      const template = await settings.whatsappTemplate(db, auth.companyId, row.departmentId, input.templateId);
      if (!template) {
        throw new AppError(
          'validation',
          'errors.validation',
          {},
          { hsm_id: { key: 'wizard.errors.templateNotFound' } },
        );
      }
      return this.send(auth, {
        protocolId: input.protocolId,
        clientId: input.clientId,
        attachments: [],
        ...templateMessage(template, input),
      });
    },

    /**
     * The company's automatic answer on a protocol (office hours, no operator online): sent
     * through the protocol's channel like an agent's message, without changing whose turn it is.
     */
    async sendAutomatic(companyId: number, protocolId: number, text: string): Promise<Message | null> {
      const [message] = await sendAutomaticAnswers(deps, companyId, [{ protocolId, text }]);
      return message ?? null;
    },

    /** Automatic answers on several protocols in one transaction (see `sendAutomaticAnswers`). */
    sendAutomaticMany(companyId: number, answers: AutomaticAnswer[]): Promise<Message[]> {
      return sendAutomaticAnswers(deps, companyId, answers);
    },

    /** Customers' messages of one company, in their order, in one transaction (see `receiveBatch`). */
    receiveMany(companyId: number, inputs: IncomingMessage[]): Promise<ReceivedMessage[]> {
      return receiveBatch(deps, companyId, inputs);
    },

    /** A customer's message: joins their open protocol on that channel, or opens one in the department's queue. */
    async receive(companyId: number, input: IncomingMessage): Promise<ReceivedMessage> {
      if (!channelById(input.channelId)) throw unknownChannel();
      const pending: Parameters<EventBus['publish']>[0] = [];
      const result = await db.transaction(async (tx) => {
        if (input.externalId) {
          const [replayed] = await tx
            .select()
            .from(messages)
            .where(
              and(
                eq(messages.companyId, companyId),
                eq(messages.channelId, input.channelId),
                eq(messages.externalId, input.externalId),
              ),
            )
            .limit(1);
          if (replayed) {
            const row = await findProtocol(tx, companyId, replayed.protocolId);
            if (row)
              return { protocol: toWireProtocol(row), message: toWireMessage(replayed), opened: false, replayed: true };
          }
        }
        await lockCustomers(tx, companyId, [input.customer]);
        const contact = await findOrCreateContact(tx, companyId, input.customer);
        const open =
          (await threadProtocol(tx, companyId, input)) ?? (await openProtocolOf(tx, companyId, contact.id, input));
        const existing = open ? await lockProtocol(tx, companyId, open.id) : undefined;
        const opened = existing ? null : await openProtocol(tx, settings, inboundOpening(companyId, input));
        const row = existing ?? opened?.row;
        if (!row) throw new Error('protocol not found');
        const now = new Date();
        let stored: Message | null = null;
        const { protocol, events: changed } = await applyChange(tx, companyId, row, {
          set: {
            status: afterCustomerMessage(row.status),
            lastMessageText: previewOf(input.text, input.attachments ?? []),
            lastMessageAt: now,
            lastMessageDirection: 'in',
            lastInboundAt: now,
            lastActivityAt: now,
            unreadCount: row.unreadCount + 1,
          },
          after: async (inner, updated) => {
            const [message] = await inner
              .insert(messages)
              .values({
                companyId,
                protocolId: updated.id,
                channelId: updated.channelId,
                direction: 'in',
                author: 'customer',
                text: input.text,
                attachments: input.attachments ?? [],
                meta: input.meta ?? {},
                status: 'received',
                externalId: input.externalId ?? null,
              })
              .returning();
            if (!message) throw new Error('message not stored');
            stored = toWireMessage(message);
            return [{ type: 'message.created', companyId, protocol: toWireProtocol(updated), message: stored }];
          },
        });
        const wireMessage = stored as Message | null;
        if (!wireMessage) throw new Error('message not stored');
        // A protocol opened by this message is new to every list: no earlier place to leave.
        pending.push(
          ...changed.map((event) =>
            opened && event.type === 'protocol.changed' ? { ...event, previous: null } : event,
          ),
        );
        return { protocol, message: wireMessage, opened: opened !== null, replayed: false };
      });
      deps.events.publish(pending);
      return result;
    },
  };
}
