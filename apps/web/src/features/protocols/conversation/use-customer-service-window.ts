import { mayWriteFreely, windowClosesAt } from '@contact/domain/channels';
import type { Protocol } from '@contact/domain/protocols';
import { useEffect, useState } from 'react';

/** setTimeout's longest wait; a later closing is looked at again after it. */
const longestTimerMs = 2_147_483_647;

/**
 * Whether the agent may write freely on this protocol: on a WhatsApp Cloud API number only
 * within 24 hours of the customer's last message. Turns false by itself when the window closes.
 */
export function useCustomerServiceWindow(protocol: Protocol): boolean {
  const [now, setNow] = useState(() => new Date());
  const closesAt = windowClosesAt(protocol.last_inbound_at)?.getTime() ?? null;

  useEffect(() => {
    if (closesAt === null) return;
    const timer = setTimeout(
      () => setNow(new Date()),
      Math.min(Math.max(closesAt - Date.now(), 0) + 50, longestTimerMs),
    );
    return () => clearTimeout(timer);
  }, [closesAt]);

  return mayWriteFreely(
    {
      channelId: protocol.id_channel,
      channelConfigSection: protocol.channel_config_section,
      lastInboundAt: protocol.last_inbound_at,
    },
    now,
  );
}
