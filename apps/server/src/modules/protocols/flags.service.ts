import { protocolStatuses, supports, type Protocol } from '@contact/domain/protocols';
import type { AuthContext } from '../../platform/auth/authenticate';
import { AppError } from '../../platform/errors';
import { actorOf, changeProtocol, type ChangeDeps } from './protocol-change';
import type { ProtocolSettings } from './protocol-settings';

const tagField = () => new AppError('validation', 'errors.notFound', {}, { id_tag: { key: 'errors.notFound' } });

/** Pause, AI assist, tags and the read mark. */
export function createFlagService(deps: ChangeDeps & { settings: ProtocolSettings }) {
  return {
    pause(auth: AuthContext, protocolId: number, pause?: boolean): Promise<Protocol> {
      return changeProtocol(deps, auth, protocolId, (row) => {
        if (row.status === protocolStatuses.closed) throw new AppError('conflict', 'errors.protocolClosed');
        const paused = pause ?? !row.paused;
        return { set: { paused }, history: [{ type: paused ? 'paused' : 'resumed', ...actorOf(auth) }] };
      });
    },

    /** Switching AI on hands the protocol to the bot; switching it off brings it back to the human queue. */
    toggleAi(auth: AuthContext, protocolId: number): Promise<Protocol> {
      return changeProtocol(deps, auth, protocolId, (row) => {
        if (row.status === protocolStatuses.closed) throw new AppError('conflict', 'errors.protocolClosed');
        const enable = !row.aiEnabled;
        const now = new Date();
        return {
          set: enable
            ? {
                aiEnabled: true,
                support: supports.bot,
                userId: null,
                userName: null,
                status: protocolStatuses.waiting,
                queuedAt: null,
              }
            : { aiEnabled: false, support: supports.human, status: protocolStatuses.waiting, queuedAt: now },
          history: [{ type: enable ? 'ia_enabled' : 'ia_disabled', ...actorOf(auth) }],
        };
      });
    },

    async tag(auth: AuthContext, protocolId: number, tagId: number, add: boolean): Promise<Protocol> {
      if (add && !(await deps.settings.tagExists(deps.db, auth.companyId, tagId))) throw tagField();
      return changeProtocol(deps, auth, protocolId, (row) => {
        const has = row.tagIds.includes(tagId);
        if (!add && !has) throw tagField();
        const tagIds = add ? (has ? row.tagIds : [...row.tagIds, tagId]) : row.tagIds.filter((id) => id !== tagId);
        return {
          set: { tagIds },
          history: has === add ? [] : [{ type: add ? 'tagged' : 'untagged', ...actorOf(auth), data: { tag: tagId } }],
        };
      });
    },

    /** The conversation moves to a call: it waits in the video/voice queue for an agent. */
    toVoiceQueue(auth: AuthContext, protocolId: number): Promise<Protocol> {
      return changeProtocol(deps, auth, protocolId, () => ({
        set: { status: protocolStatuses.videoVoiceQueue, support: supports.human },
        history: [{ type: 'status_changed', ...actorOf(auth), data: { to: protocolStatuses.videoVoiceQueue } }],
      }));
    },

    markRead(auth: AuthContext, protocolId: number): Promise<Protocol> {
      return changeProtocol(deps, auth, protocolId, () => ({ set: { unreadCount: 0 } }));
    },
  };
}
