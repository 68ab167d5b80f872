import { serverEvents } from '@contact/domain/realtime';
import type { QueryClient } from '@tanstack/react-query';
import type { ServerEventHandlers } from '../../api/socket-client';
import { endSession } from '../../api/session-end';
import { getToken } from '../../api/token-store';
import { agentStatusEventName, agentStatusKeys, applyLiveStatus } from '../../features/agent-status/agent-status-keys';
import { scheduleNoticeEvent, showScheduleNotice } from '../../features/notifications/schedule-notice';
import { protocolEventHandlers } from '../../features/protocols/protocol-events';
import { channelConnectionEventName, whatsappQrKeys } from '../../features/settings/whatsapp-qr-keys';
import { i18n } from '../../i18n/i18n';
import { sessionKeys } from '../../session/session-keys';

/** The one map from server events to what they change in the app, for the socket opened with `token`. */
export function serverEventHandlers(queryClient: QueryClient, token: string): ServerEventHandlers {
  return {
    // Spec §4: when the user's own agent status changes (a break, a pre-break begun by the server,
    // the dialer), the session data and the status control read again.
    [serverEvents.userUpdated]: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() });
      void queryClient.invalidateQueries({ queryKey: agentStatusKeys.own() });
    },
    // An agent's status: supervisors' team list (backoffice room) and the user's own control.
    [agentStatusEventName]: (payload) =>
      applyLiveStatus(
        queryClient,
        payload,
        queryClient.getQueryData<{ id: number }>(sessionKeys.currentUser())?.id ?? null,
      ),
    // A QR-code WhatsApp number paired, dropped or wants a new scan: an open pairing panel reads it again.
    [channelConnectionEventName]: () => void queryClient.invalidateQueries({ queryKey: whatsappQrKeys.all }),
    // A call back or reminder falls due (protocol schedules).
    [scheduleNoticeEvent]: (payload) => showScheduleNotice(queryClient, payload),
    // A token already replaced (two-factor just confirmed) may be revoked without ending the session.
    [serverEvents.sessionRevoked]: () => {
      if (getToken() === token) endSession(i18n.t('session.revoked'));
    },
    ...protocolEventHandlers(queryClient),
  };
}

/**
 * Once the rooms listen (after the first connect, which comes after the first paint, and after
 * each reconnect): what the events above keep current is read again, since a change may have
 * come before the rooms listened. Protocols catch up by sequence instead (`catchUpProtocols`).
 */
export function readLiveDataAgain(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() });
  void queryClient.invalidateQueries({ queryKey: agentStatusKeys.all });
  void queryClient.invalidateQueries({ queryKey: whatsappQrKeys.all });
}
