import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openSocket } from '../../api/socket-client';
import { catchUpProtocols } from '../../features/protocols/protocol-events';
import { serverEventHandlers } from './server-event-handlers';

/** Keeps the live connection open while signed in with this token; a new token reconnects. */
export function useRealtime(token: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let close: (() => void) | null = null;
    let closed = false;
    // The client library loads beside the first page instead of before it.
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      close = openSocket(token, serverEventHandlers(queryClient, token), io, {
        // What changed before the rooms listened (or while the connection was down) comes by sequence.
        onRoomsJoined: (reconnected) => void catchUpProtocols(queryClient, reconnected).catch(() => undefined),
      });
    });
    return () => {
      closed = true;
      close?.();
    };
  }, [token, queryClient]);
}
