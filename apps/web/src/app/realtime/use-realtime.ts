import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openSocket } from '../../api/socket-client';
import { catchUpProtocols } from '../../features/protocols/protocol-events';
import { afterFirstPaint } from '../../ui/first-paint';
import { readLiveDataAgain, serverEventHandlers } from './server-event-handlers';

/** Keeps the live connection open while signed in with this token; a new token reconnects. */
export function useRealtime(token: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let close: (() => void) | null = null;
    let closed = false;
    // The client library loads once the first page is drawn: what changed before the rooms
    // listened (or while the connection was down) is caught up once they do.
    void afterFirstPaint()
      .then(() => import('socket.io-client'))
      .then(({ io }) => {
        if (closed) return;
        close = openSocket(token, serverEventHandlers(queryClient, token), io, {
          onRoomsJoined: (reconnected) => {
            void catchUpProtocols(queryClient, reconnected).catch(() => undefined);
            readLiveDataAgain(queryClient);
          },
        });
      });
    return () => {
      closed = true;
      close?.();
    };
  }, [token, queryClient]);
}
