import { protocolRoom, listRoom } from '@contact/domain/realtime';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { joinRoom } from '../../api/socket-client';
import { protocolKeys } from './protocol-keys';

/**
 * Follows the open protocol's room (its messages and notes) while it is open. Once it is left,
 * nothing keeps its cached protocol and messages current: they are marked stale, so opening it
 * again asks the server.
 */
export function useProtocolRoom(protocolId: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!protocolId) return undefined;
    const leave = joinRoom(protocolRoom(protocolId));
    return () => {
      leave();
      for (const queryKey of [protocolKeys.detail(protocolId), protocolKeys.messages(protocolId)])
        void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
    };
  }, [protocolId, queryClient]);
}

/**
 * Supervisors follow the list rooms of the statuses on screen; operators need none, their own
 * protocols come to them anyway (and the server refuses them list rooms).
 */
export function useListRooms(statuses: readonly number[], role: number): void {
  const key = seesOnlyOwnProtocols(role) ? '' : [...statuses].sort().join(',');
  useEffect(() => {
    if (!key) return undefined;
    const leaves = key.split(',').map((status) => joinRoom(listRoom('status', Number(status))));
    return () => leaves.forEach((leave) => leave());
  }, [key]);
}
