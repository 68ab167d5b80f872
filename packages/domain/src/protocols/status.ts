import { z } from 'zod';

/** Protocol status codes (spec protocol-inbox §4). */
export const protocolStatuses = {
  waiting: 1,
  awaitingCustomer: 2,
  awaitingOperator: 3,
  closed: 4,
  videoVoiceRunning: 5,
  videoVoiceQueue: 6,
  flow: 7,
  nps: 8,
  group: 9,
  liveStream: 10,
} as const;
export type ProtocolStatusName = keyof typeof protocolStatuses;
export type ProtocolStatus = (typeof protocolStatuses)[ProtocolStatusName];
export const protocolStatusValues = Object.values(protocolStatuses) as ProtocolStatus[];
export function isProtocolStatus(code: number): code is ProtocolStatus {
  return (protocolStatusValues as number[]).includes(code);
}
export const protocolStatusSchema = z.number().int().refine(isProtocolStatus, { message: 'validation.invalidOption' });

/** Who handles a protocol: 1 bot, 2 human. */
export const supports = { bot: 1, human: 2 } as const;
export type Support = (typeof supports)[keyof typeof supports];
export const supportSchema = z.union([z.literal(1), z.literal(2)]);
export const supportWireNames = { 1: 'BOT', 2: 'HUMAN' } as const;

/** Workflow status of a protocol, and the note each change writes. */
export const workflowStatuses = { pending: 1, underAnalysis: 2, running: 3 } as const;
export type WorkflowStatus = (typeof workflowStatuses)[keyof typeof workflowStatuses];
export const workflowStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const workflowStatusNotes: Record<WorkflowStatus, string> = {
  1: 'Status: Pendente',
  2: 'Status: Em análise',
  3: 'Status: Executando',
};

/** tab_status of a protocol: not yet categorized, or categorized with a tabulation. */
export const tabStatuses = { open: 1, categorized: 2 } as const;

/** SLA states of an open protocol. */
export const slaStates = ['sem_sla', 'em_dia', 'ira_atrasar', 'atrasado'] as const;
export type SlaState = (typeof slaStates)[number];
export const slaStateSchema = z.enum(slaStates);

/** Operator (agent) statuses. */
export const operatorStatuses = [
  'online',
  'offline',
  'pause',
  'idle',
  'pre_break',
  'available',
  'logout',
  'on_call',
] as const;
export type OperatorStatus = (typeof operatorStatuses)[number];

/** Statuses in which a protocol is still being worked. */
export const openStatuses: readonly ProtocolStatus[] = [1, 2, 3, 5, 6, 7, 8, 9, 10];
export const isOpen = (status: number) => status !== protocolStatuses.closed;
