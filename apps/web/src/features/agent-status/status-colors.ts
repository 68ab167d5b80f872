import type { AgentStatus } from '@contact/domain/settings';

/** One colour per operator status, the same in the user's control and the team list. */
export const statusColors: Record<AgentStatus['status'], string> = {
  online: 'green',
  available: 'green',
  on_call: 'blue',
  pre_break: 'yellow',
  pause: 'orange',
  idle: 'gray',
  offline: 'gray',
  logout: 'gray',
};
