import { protocolStatuses as s, type ProtocolStatus } from './status';

/**
 * Which status may follow which. A human protocol waits (1), is taken and then
 * alternates between awaiting the operator (3) and the customer (2); it goes to the NPS
 * survey (8) when its department has one, else closes (4). Closed is final: a customer
 * who writes again opens a new protocol.
 */
export const allowedTransitions: Record<ProtocolStatus, readonly ProtocolStatus[]> = {
  [s.waiting]: [
    s.waiting,
    s.awaitingCustomer,
    s.awaitingOperator,
    s.closed,
    s.videoVoiceQueue,
    s.flow,
    s.nps,
    s.liveStream,
  ],
  [s.awaitingCustomer]: [s.waiting, s.awaitingCustomer, s.awaitingOperator, s.closed, s.videoVoiceQueue, s.flow, s.nps],
  [s.awaitingOperator]: [s.waiting, s.awaitingCustomer, s.awaitingOperator, s.closed, s.videoVoiceQueue, s.flow, s.nps],
  [s.closed]: [],
  [s.videoVoiceRunning]: [s.awaitingCustomer, s.awaitingOperator, s.closed, s.nps],
  [s.videoVoiceQueue]: [s.waiting, s.videoVoiceRunning, s.closed],
  [s.flow]: [s.waiting, s.awaitingCustomer, s.awaitingOperator, s.closed, s.flow],
  [s.nps]: [s.closed],
  [s.group]: [s.group, s.closed],
  [s.liveStream]: [s.liveStream, s.awaitingOperator, s.closed],
};

export function canTransition(from: ProtocolStatus, to: ProtocolStatus): boolean {
  return allowedTransitions[from].includes(to);
}
