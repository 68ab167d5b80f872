import type { CurrentUser } from '@contact/domain/users';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../session/session-keys';
import { deliver } from './deliver';

/** The server's event when a scheduled call back or reminder falls due (protocol schedules). */
export const scheduleNoticeEvent = 'notification';

/** Shows the due call or reminder in the page, and by pop-up and sound as the user chose. */
export function showScheduleNotice(queryClient: QueryClient, payload: unknown): void {
  if (!payload || typeof payload !== 'object') return;
  const { message, protocol_id: protocolId, kind } = payload as Record<string, unknown>;
  if (typeof message !== 'string') return;
  notifications.show({ color: 'blue', message, autoClose: 10_000 });
  const user = queryClient.getQueryData<CurrentUser>(sessionKeys.currentUser());
  if (user)
    deliver(user.notifications, { title: message, body: null, tag: `schedule-${String(kind)}-${String(protocolId)}` });
}
