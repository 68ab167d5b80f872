import { protocolStatuses as s, supports } from './status';

/** The phases a silence rule watches (inactivity message, protocol pause). */
export type SilencePhase = 'bot' | 'queue' | 'attendance';

/** The statuses and support of each phase. */
export const silencePhaseOf = {
  bot: { support: supports.bot, statuses: [s.waiting, s.awaitingCustomer, s.awaitingOperator] },
  queue: { support: supports.human, statuses: [s.waiting] },
  attendance: { support: supports.human, statuses: [s.awaitingCustomer, s.awaitingOperator] },
} as const;

/**
 * Whose silence a rule waits on, as the direction of the last message: when the customer is
 * silent, the last message went out to them; when the operator is, it came in.
 */
export const lastDirectionWhenSilent = { customer: 'out', operator: 'in' } as const;

export type SilentProtocol = {
  status: number;
  support: number;
  lastMessageDirection: string | null;
  lastMessageAt: number | null;
};

/** Whether a protocol has been silent, in the rule's phase and on the rule's side, for `minutes`. */
export function isSilent(
  protocol: SilentProtocol,
  rule: { phase: SilencePhase; waitingFor: 'customer' | 'operator'; minutes: number },
  now: number,
): boolean {
  const phase = silencePhaseOf[rule.phase];
  if (protocol.support !== phase.support || !(phase.statuses as readonly number[]).includes(protocol.status))
    return false;
  if (protocol.lastMessageAt === null || protocol.lastMessageDirection !== lastDirectionWhenSilent[rule.waitingFor])
    return false;
  return now - protocol.lastMessageAt >= rule.minutes * 60_000;
}
