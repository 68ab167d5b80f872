import { serverEvents } from '@contact/domain/realtime';
import type { QueryClient } from '@tanstack/react-query';
import type { ServerEventHandlers } from '../../api/socket-client';
import { endSession } from '../../api/session-end';
import { i18n } from '../../i18n/i18n';
import { sessionKeys } from '../../session/session-keys';

/** The one map from server events to what they change in the app. */
export function serverEventHandlers(queryClient: QueryClient): ServerEventHandlers {
  return {
    [serverEvents.userUpdated]: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() }),
    [serverEvents.sessionRevoked]: () => endSession(i18n.t('session.revoked')),
  };
}
