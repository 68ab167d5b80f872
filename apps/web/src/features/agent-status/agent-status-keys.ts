/** Query keys of the signed-in user's own status, breaks and dialer (kept apart from the settings declarations). */
export const agentStatusKeys = {
  all: ['agent-status'] as const,
  own: () => [...agentStatusKeys.all, 'own'] as const,
  breaks: () => [...agentStatusKeys.all, 'breaks'] as const,
  team: () => [...agentStatusKeys.all, 'team'] as const,
};

/** The domain's `agentStatusEvent`, named here so the shell need not load the settings declarations. */
export const agentStatusEventName = 'agent:status';

type LiveStatus = { userId: number };

const isLiveStatus = (payload: unknown): payload is LiveStatus =>
  Boolean(payload) && typeof payload === 'object' && Number.isInteger((payload as LiveStatus).userId);

/** An agent's status pushed live: the team list of a supervisor, and the user's own status if it is theirs. */
export function applyLiveStatus(
  cache: {
    getQueryData: <T>(key: readonly unknown[]) => T | undefined;
    setQueryData: <T>(key: readonly unknown[], update: (old: T | undefined) => T | undefined) => unknown;
  },
  payload: unknown,
  currentUserId: number | null,
): void {
  if (!isLiveStatus(payload)) return;
  cache.setQueryData<LiveStatus[]>(agentStatusKeys.team(), (list) =>
    list?.map((item) => (item.userId === payload.userId ? { ...item, ...payload } : item)),
  );
  if (payload.userId === currentUserId) cache.setQueryData<LiveStatus>(agentStatusKeys.own(), () => payload);
}
