import { protocolRoom, listRoom } from '@contact/domain/realtime';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { useEffect } from 'react';
import { joinRoom } from '../../api/socket-client';

/** Follows the open protocol's room (its messages and notes) while it is open. */
export function useProtocolRoom(protocolId: number | null): void {
  useEffect(() => (protocolId ? joinRoom(protocolRoom(protocolId)) : undefined), [protocolId]);
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
