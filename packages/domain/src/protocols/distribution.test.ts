import { describe, expect, it } from 'vitest';
import { estimateWait, pickAgent, type AgentCandidate } from './distribution';

const agent = (userId: number, openCount: number, lastAssignedAt: number | null, idleSince = 0): AgentCandidate => ({
  userId,
  openCount,
  lastAssignedAt,
  idleSince,
});

describe('distribution', () => {
  const agents = [agent(1, 2, 300, 50), agent(2, 0, 200, 90), agent(3, 1, null, 10)];

  it('round-robin gives the agent who received one longest ago (never first)', () => {
    expect(pickAgent(agents, { mode: 'round_robin', maxSimultaneous: 5 })).toBe(3);
  });
  it('least busy gives the agent with fewest open protocols', () => {
    expect(pickAgent(agents, { mode: 'least_busy', maxSimultaneous: 5 })).toBe(2);
  });
  it('longest idle gives the agent idle the longest', () => {
    expect(pickAgent(agents, { mode: 'longest_idle', maxSimultaneous: 5 })).toBe(3);
  });
  it('skips agents at their maximum of simultaneous protocols; nobody free means wait', () => {
    expect(pickAgent(agents, { mode: 'round_robin', maxSimultaneous: 1 })).toBe(2);
    expect(pickAgent([agent(1, 3, null)], { mode: 'round_robin', maxSimultaneous: 3 })).toBeNull();
    expect(pickAgent([], { mode: 'least_busy', maxSimultaneous: 3 })).toBeNull();
  });
  it('manual distribution never assigns', () => {
    expect(pickAgent(agents, { mode: 'manual', maxSimultaneous: 5 })).toBeNull();
  });
  it('returns to the customer’s last agent when free', () => {
    expect(pickAgent(agents, { mode: 'least_busy', maxSimultaneous: 5, preferredUserId: 1 })).toBe(1);
    expect(pickAgent(agents, { mode: 'least_busy', maxSimultaneous: 2, preferredUserId: 1 })).toBe(2);
  });
  it('tries last the agents who let the protocol go unanswered', () => {
    expect(pickAgent(agents, { mode: 'round_robin', maxSimultaneous: 5, passedUserIds: [3] })).toBe(2);
    expect(pickAgent([agent(3, 0, null)], { mode: 'round_robin', maxSimultaneous: 5, passedUserIds: [3] })).toBe(3);
  });
  it('estimates the wait from the place in the queue, handle time and available agents', () => {
    expect(estimateWait({ position: 1, averageHandleSeconds: 300, availableAgents: 1 })).toBe(150);
    expect(estimateWait({ position: 5, averageHandleSeconds: 300, availableAgents: 2 })).toBe(675);
    expect(estimateWait({ position: 3, averageHandleSeconds: 240, availableAgents: 0 })).toBe(600);
  });
});
