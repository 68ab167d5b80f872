import { channelIdByName } from '@contact/domain/channels';
import type { MessageKey } from '@contact/domain/i18n';
import { translate } from '@contact/domain/i18n';
import type { Locale } from '@contact/domain/locales';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { protocolStatuses, supports, type feelings, type Message, type Protocol } from '@contact/domain/protocols';
import { formatTaxId } from '@contact/domain/validation';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { messages } from '../../db/schema';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError, notFound } from '../../platform/errors';
import type { DomainEvent } from '../../platform/events';
import { toWireMessage } from '../messages/message-wire';
import { userDepartmentIds } from '../users/users.service';
import { createClosingService } from './closing.service';
import { createNoteService } from './notes.service';
import { openProtocol } from './open-protocol';
import { actorOf, assertVisible, changeProtocol, type ChangeDeps } from './protocol-change';
import type { ProtocolSettings } from './protocol-settings';
import { findProtocol, toWireProtocol } from './protocol.repo';

const fieldError = (field: string, key: MessageKey) => new AppError('validation', key, {}, { [field]: { key } });
const open = (row: { status: number }) => {
  if (row.status === protocolStatuses.closed) throw new AppError('conflict', 'errors.protocolClosed');
};

/** Pin, ticket link, occurrence, phone call, feeling, transcription and video session. */
export function createRecordService(deps: ChangeDeps & { settings: ProtocolSettings }) {
  const { db, settings } = deps;
  const closing = createClosingService(deps);
  const notes = createNoteService(deps);

  /** An active tabulation the protocol's department may use, else a field error on `tab`. */
  async function usableTabulation(companyId: number, departmentId: number, id: number) {
    const tabulation = await settings.findTabulation(db, companyId, id);
    if (!tabulation?.active || (tabulation.departments.length > 0 && !tabulation.departments.includes(departmentId)))
      throw fieldError('tab', 'errors.notFound');
    return tabulation;
  }

  return {
    pin(auth: AuthContext, protocolId: number, fixed?: boolean): Promise<Protocol> {
      return changeProtocol(deps, auth, protocolId, (row) => {
        const pin = fixed ?? row.pinnedAt === null;
        if (pin === (row.pinnedAt !== null)) return { set: {} };
        return {
          set: { pinnedAt: pin ? new Date() : null },
          history: [{ type: pin ? 'pinned' : 'unpinned', ...actorOf(auth) }],
        };
      });
    },

    linkTicket(auth: AuthContext, protocolId: number, ticket: string): Promise<Protocol> {
      return changeProtocol(deps, auth, protocolId, (row) => ({
        set: { ticketRef: ticket },
        history: row.ticketRef === ticket ? [] : [{ type: 'ticket_linked', ...actorOf(auth), data: { ticket } }],
      }));
    },

    async occurrence(auth: AuthContext, input: { protocolId: number; tab: number; text?: string }, locale: Locale) {
      const current = await findProtocol(db, auth.companyId, input.protocolId);
      assertVisible(auth, current);
      const tabulation = await usableTabulation(auth.companyId, current.departmentId, input.tab);
      const protocol = await changeProtocol(deps, auth, input.protocolId, (row) => {
        open(row);
        return {
          set: {},
          history: [
            {
              type: 'occurrence',
              ...actorOf(auth),
              data: { tabulation: tabulation.id, description: tabulation.description, text: input.text ?? null },
            },
          ],
        };
      });
      return { message: translate(locale, 'protocols.occurrenceRecorded'), protocol };
    },

    /** A call served on the phone, recorded after the fact: opened, noted and finalized with its tabulation. */
    async phoneCall(
      auth: AuthContext,
      input: { cpf: string; department: number; tab: number; note?: string; name?: string },
      locale: Locale,
    ) {
      if (seesOnlyOwnProtocols(auth.role) && !(await userDepartmentIds(db, auth.userId)).includes(input.department))
        throw fieldError('department', 'errors.notFound');
      await usableTabulation(auth.companyId, input.department, input.tab);
      const pending: DomainEvent[] = [];
      const opened = await db.transaction(async (tx) => {
        const result = await openProtocol(tx, settings, {
          companyId: auth.companyId,
          departmentId: input.department,
          channelId: channelIdByName.phone,
          contact: { name: input.name ?? formatTaxId(input.cpf), taxId: input.cpf },
          owner: { userId: auth.userId, userName: auth.name },
          status: protocolStatuses.awaitingOperator,
          support: supports.human,
          origin: 'offline',
          actor: { userId: auth.userId, userName: auth.name },
        });
        pending.push(...result.events);
        return result.protocol;
      });
      deps.events.publish(pending);
      await notes.add(auth, opened.id, input.note?.trim() || translate(locale, 'protocols.phoneCallNote'));
      const finalized = await closing.finalize(auth, { protocolId: opened.id, tabulationId: input.tab }, locale);
      return { message: finalized.message, protocol: finalized.protocol };
    },

    recordFeeling(
      auth: AuthContext,
      input: { protocolId: number; feeling: (typeof feelings)[number]; score?: number },
    ): Promise<Protocol> {
      return changeProtocol(deps, auth, input.protocolId, () => ({
        set: { feeling: input.feeling, feelingScore: input.score ?? null },
        history: [{ type: 'feeling', ...actorOf(auth), data: { feeling: input.feeling, score: input.score ?? null } }],
      }));
    },

    async transcribe(auth: AuthContext, messageId: number, text: string): Promise<Message> {
      const [message] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.id, messageId), eq(messages.companyId, auth.companyId)))
        .limit(1);
      if (!message) throw fieldError('message_id', 'errors.notFound');
      assertVisible(auth, await findProtocol(db, auth.companyId, message.protocolId));
      const audio = (message.attachments as { type: string }[]).some((file) => file.type.startsWith('audio/'));
      if (!audio) throw fieldError('message_id', 'errors.notAudioMessage');
      const [updated] = await db
        .update(messages)
        .set({ meta: sql`${messages.meta} || ${JSON.stringify({ transcription: text })}::jsonb` })
        .where(eq(messages.id, messageId))
        .returning();
      if (!updated) throw notFound();
      const protocol = await findProtocol(db, auth.companyId, message.protocolId);
      const wire = toWireMessage(updated);
      if (protocol) {
        deps.events.publish([
          { type: 'message.updated', companyId: auth.companyId, protocol: toWireProtocol(protocol), message: wire },
        ]);
      }
      return wire;
    },

    /** A room on the department's video provider (providers that open rooms by address, such as Jitsi). */
    async videoSession(auth: AuthContext, protocolId: number) {
      const current = await findProtocol(db, auth.companyId, protocolId);
      assertVisible(auth, current);
      open(current);
      const provider = await settings.videoProvider(db, auth.companyId, current.departmentId);
      if (!provider) throw fieldError('protocol_id', 'errors.videoNotConfigured');
      if (provider.provider !== 'jitsi' && provider.provider !== 'other')
        throw fieldError('protocol_id', 'errors.videoProviderUnsupported');
      const session = current.sessionVideo ?? `${current.number}-${randomBytes(9).toString('base64url')}`;
      const url = `${provider.url.replace(/\/+$/, '')}/${encodeURIComponent(session)}`;
      const protocol = await changeProtocol(deps, auth, protocolId, (row) => {
        open(row);
        return {
          set: { sessionVideo: session },
          history: row.sessionVideo ? [] : [{ type: 'video_session', ...actorOf(auth), data: { url } }],
        };
      });
      return { session, url, protocol };
    },
  };
}
