import { z } from 'zod';
import { defineContract } from '../http';
import { operatorStatuses, type OperatorStatus } from '../protocols/status';

/** Realtime event an operator's status change is sent as, to `backoffice` and to the operator. */
export const agentStatusEvent = 'agent:status';

export const agentStatusSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  status: z.enum(operatorStatuses),
  breakId: z.number().int().nullable(),
  breakDescription: z.string().nullable(),
  /** The break's length in minutes, for the countdown. */
  breakMinutes: z.number().int().nullable(),
  blocksScreen: z.boolean(),
  /** An obligatory break must last its whole time: returning earlier is refused. */
  obligatory: z.boolean(),
  since: z.string().nullable(),
});
export type AgentStatus = z.infer<typeof agentStatusSchema>;

/** Spec §7: POST /settings/users/status {id_break, action, active}; `return` (or active false) ends the break. */
export const agentStatusCommandSchema = z.strictObject({
  id_break: z.number().int().positive().nullable().optional(),
  action: z.enum(['start', 'pause', 'return']),
  active: z.boolean().optional(),
});
export type AgentStatusCommand = z.infer<typeof agentStatusCommandSchema>;

export type AgentState = { status: OperatorStatus; breakId: number | null };
export type BreakChoice = { id: number; preBreak: boolean };
export type AgentStatusRefusal =
  'settings.errors.breakRequired' | 'settings.errors.alreadyOnBreak' | 'settings.errors.obligatoryBreakNotOver';
/** The obligatory break the operator is on: its length, when it started, and the time now. */
export type ObligatoryPause = { minutes: number; since: Date; now: Date };

/** Whole minutes left of an obligatory break (0 once its time has passed). */
export function obligatoryMinutesLeft(pause: ObligatoryPause): number {
  const leftMs = pause.since.getTime() + pause.minutes * 60_000 - pause.now.getTime();
  return leftMs > 0 ? Math.ceil(leftMs / 60_000) : 0;
}

/**
 * The operator's next status. A break with pre-pause first puts the operator in pre-break
 * (no new protocols, current ones finish); asking for the same break again, or the
 * protocol core once the last protocol closes, starts the pause. Returning goes online, except
 * from an obligatory break before its time is up (labour rules such as NR-17 make those breaks
 * last their whole time); a pre-break not yet started can always be given up.
 */
export function nextAgentState(
  current: AgentState,
  command: AgentStatusCommand,
  chosen: BreakChoice | null,
  obligatory: ObligatoryPause | null = null,
): { state: AgentState } | { refusal: AgentStatusRefusal; params?: { minutes: number } } {
  if (command.action === 'return' || command.active === false) {
    const minutes = current.status === 'pause' && obligatory ? obligatoryMinutesLeft(obligatory) : 0;
    if (minutes > 0) return { refusal: 'settings.errors.obligatoryBreakNotOver', params: { minutes } };
    return { state: { status: 'online', breakId: null } };
  }
  if (!chosen) return { refusal: 'settings.errors.breakRequired' };
  if (current.status === 'pause') return { refusal: 'settings.errors.alreadyOnBreak' };
  if (current.status === 'pre_break' && current.breakId === chosen.id) {
    return { state: { status: 'pause', breakId: chosen.id } };
  }
  return { state: { status: chosen.preBreak ? 'pre_break' : 'pause', breakId: chosen.id } };
}

export const changeAgentStatus = defineContract({
  method: 'POST',
  path: '/api/v1/settings/users/status',
  summary: 'Start a break, confirm a pre-break or return online (the signed-in operator)',
  tags: ['agent status'],
  auth: true,
  body: agentStatusCommandSchema,
  response: agentStatusSchema,
});

export const listAgentStatuses = defineContract({
  method: 'GET',
  path: '/api/v1/settings/users/status',
  summary: 'Current status of every agent (supervision)',
  tags: ['agent status'],
  auth: true,
  response: z.array(agentStatusSchema),
});

export const getOwnAgentStatus = defineContract({
  method: 'GET',
  path: '/api/v1/settings/users/status/me',
  summary: 'The signed-in user’s own status and break (offline until they first choose one)',
  tags: ['agent status'],
  auth: true,
  response: agentStatusSchema,
});
