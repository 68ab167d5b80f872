import type { Protocol } from '@contact/domain/protocols';
import type { CurrentUser } from '@contact/domain/users';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { onProtocolChange } from '../../features/protocols/protocol-events';
import { deliver } from '../../features/notifications/deliver';
import { noticeFor, type NoticeKind } from '../../features/notifications/notification-rules';

const titles: Record<NoticeKind, 'notify.newProtocol' | 'notify.newMessage' | 'notify.transferred' | 'notify.slaLate'> =
  {
    newProtocol: 'notify.newProtocol',
    newMessage: 'notify.newMessage',
    transfer: 'notify.transferred',
    slaLate: 'notify.slaLate',
  };

/**
 * New protocols, customer messages, transfers to the user and SLA breaches, from the realtime
 * changes the inbox already receives, told as the user's notification preferences say.
 */
export function useInboxNotifications(user: CurrentUser | undefined): void {
  const { t } = useTranslation();
  const userRef = useRef(user);
  const tRef = useRef(t);
  useEffect(() => {
    userRef.current = user;
    tRef.current = t;
  });
  const signedIn = Boolean(user);

  useEffect(() => {
    if (!signedIn) return;
    const seen = new Map<number, Protocol>();
    const slaTold = new Set<number>();
    return onProtocolChange((change) => {
      const reader = userRef.current;
      if (change.kind === 'remove') {
        seen.delete(change.id);
        return;
      }
      const protocol = change.protocol;
      const previous = seen.get(protocol.id);
      seen.set(protocol.id, protocol);
      if (!reader) return;
      const notice = noticeFor(previous, protocol, reader, reader.notifications, Date.now(), slaTold.has(protocol.id));
      if (!notice) return;
      if (notice.kind === 'slaLate') slaTold.add(protocol.id);
      deliver(reader.notifications, {
        title: tRef.current(titles[notice.kind], { number: notice.number }),
        body: notice.body,
        tag: `protocol-${notice.protocolId}-${notice.kind}`,
      });
    });
  }, [signedIn]);
}
