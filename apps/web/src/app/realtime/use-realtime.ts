import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openSocket } from '../../api/socket-client';
import { serverEventHandlers } from './server-event-handlers';

/** Keeps the live connection open while signed in with this token; a new token reconnects. */
export function useRealtime(token: string): void {
  const queryClient = useQueryClient();
  useEffect(() => openSocket(token, serverEventHandlers(queryClient, token)), [token, queryClient]);
}
