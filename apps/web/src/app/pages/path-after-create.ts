import type { Protocol } from '@contact/domain/protocols';
import { chatPath, queueOfProtocol } from '../../features/protocols/chat-routes';

/** Where the wizard's protocol opens: with AI on, the bot's open queue (spec §4); otherwise the protocol itself. */
export function pathAfterCreate(protocol: Protocol, ai: boolean): string {
  if (ai) return chatPath({ support: 'bot', queue: 'aberto', protocolId: null });
  const queue = queueOfProtocol(protocol) ?? { support: 'humano' as const, queue: 'atendimento' as const };
  return chatPath({ ...queue, protocolId: protocol.id });
}
