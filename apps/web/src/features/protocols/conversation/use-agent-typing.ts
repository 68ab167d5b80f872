import { clientEvents, createTypingSignal } from '@contact/domain/realtime';
import { useCallback, useEffect, useMemo } from 'react';
import { sendToServer } from '../../../api/socket-client';

/**
 * The agent's typing in a web chat protocol, for the customer's widget: call it with the
 * message text on each change (an empty text, a note or a sent message stops it). Throttled by
 * the domain's typing signal; stops when the protocol changes or the screen closes.
 */
export function useAgentTyping(protocolId: number, active: boolean): (text: string) => void {
  const signal = useMemo(
    () => createTypingSignal((typing) => sendToServer(clientEvents.typing, { protocol_id: protocolId, typing })),
    [protocolId],
  );
  useEffect(() => {
    if (!active) signal.stopped();
    return () => signal.stopped();
  }, [signal, active]);
  return useCallback(
    (text: string) => {
      if (active && text.trim()) signal.typed();
      else signal.stopped();
    },
    [signal, active],
  );
}
