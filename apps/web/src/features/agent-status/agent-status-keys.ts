/** Query keys of the signed-in user's own status, breaks and dialer (kept apart from the settings declarations). */
export const agentStatusKeys = {
  all: ['agent-status'] as const,
  own: () => [...agentStatusKeys.all, 'own'] as const,
  breaks: () => [...agentStatusKeys.all, 'breaks'] as const,
};
