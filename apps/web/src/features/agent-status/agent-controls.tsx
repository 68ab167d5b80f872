import type { CurrentUser } from '@contact/domain/users';
import { Group } from '@mantine/core';
import { BreakOverlay } from './break-overlay';
import { DialerControl } from './dialer-control';
import { StatusControl } from './status-control';
import { TeamStatus } from './team-status';

/** The agent's own state in the header: status and breaks, the dialer, and a screen-blocking break's overlay. */
export function AgentControls({ user }: { user: CurrentUser }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <TeamStatus user={user} />
      <DialerControl user={user} />
      <StatusControl user={user} />
      <BreakOverlay />
    </Group>
  );
}
