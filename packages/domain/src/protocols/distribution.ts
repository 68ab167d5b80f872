/** How a department hands waiting protocols to its agents (distribution control). */
export const distributionModes = ['round_robin', 'least_busy', 'longest_idle', 'manual'] as const;
export type DistributionMode = (typeof distributionModes)[number];

export type AgentCandidate = {
  userId: number;
  /** Protocols the agent holds now (awaiting operator or customer, in a call). */
  openCount: number;
  /** When the agent last received a protocol, or null if never. */
  lastAssignedAt: number | null;
  /** When the agent last finished or answered something: the idle clock. */
  idleSince: number;
};

export type DistributionRule = {
  mode: DistributionMode;
  maxSimultaneous: number;
  /** The agent who served this customer last, tried first when available. */
  preferredUserId?: number | null;
  /** Agents who let this protocol go unanswered: tried last. */
  passedUserIds?: readonly number[];
};

const byLastAssignment = (a: AgentCandidate, b: AgentCandidate) =>
  (a.lastAssignedAt ?? -Infinity) - (b.lastAssignedAt ?? -Infinity) || a.userId - b.userId;

/**
 * The agent who should receive the next waiting protocol, or null when nobody may: manual
 * distribution, or every available agent is at their maximum of simultaneous protocols.
 */
export function pickAgent(candidates: readonly AgentCandidate[], rule: DistributionRule): number | null {
  if (rule.mode === 'manual') return null;
  const free = candidates.filter((agent) => agent.openCount < rule.maxSimultaneous);
  if (free.length === 0) return null;
  const preferred = free.find((agent) => agent.userId === rule.preferredUserId);
  if (preferred && !rule.passedUserIds?.includes(preferred.userId)) return preferred.userId;
  const passed = new Set(rule.passedUserIds ?? []);
  const order = [...free].sort((a, b) => {
    const skip = Number(passed.has(a.userId)) - Number(passed.has(b.userId));
    if (skip !== 0) return skip;
    if (rule.mode === 'least_busy') return a.openCount - b.openCount || byLastAssignment(a, b);
    if (rule.mode === 'longest_idle') return a.idleSince - b.idleSince || a.userId - b.userId;
    return byLastAssignment(a, b);
  });
  return order[0]?.userId ?? null;
}

/** Where a waiting protocol stands: its place in the queue and an estimated wait in seconds. */
export function estimateWait(input: {
  position: number;
  averageHandleSeconds: number;
  availableAgents: number;
}): number {
  const agents = Math.max(1, input.availableAgents);
  return Math.round(
    ((input.position - 1) / agents) * input.averageHandleSeconds + input.averageHandleSeconds / agents / 2,
  );
}
