import { protocolStatuses, protocolTypingSchema } from '@contact/domain/protocols';
import { clientEvents } from '@contact/domain/realtime';
import { widgetEvents } from '@contact/domain/widget';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { AuthContext } from '../../../platform/auth/authenticate';
import { visibleProtocol } from '../../protocols/protocol-visibility';
import { widgetChannelId } from './widget-conversation';
import { customerRoom } from './widget-sockets';

/**
 * An agent typing in an open web chat protocol they may see: the customer's widget shows it.
 * The acknowledgement says whether it was passed on.
 */
export function registerAgentTyping(app: FastifyInstance) {
  async function forward(auth: AuthContext, input: unknown): Promise<boolean> {
    const parsed = protocolTypingSchema.safeParse(input);
    if (!parsed.success) return false;
    const row = await visibleProtocol(app.db, auth, parsed.data.protocol_id);
    if (!row || row.channelId !== widgetChannelId || row.status === protocolStatuses.closed) return false;
    if (row.contactId === null || row.channelConfigId === null) return false;
    app.widgetSockets
      .to(customerRoom({ companyId: row.companyId, widgetId: row.channelConfigId, contactId: row.contactId }))
      .emit(widgetEvents.agentTyping, { typing: parsed.data.typing });
    return true;
  }

  app.realtime.io.on('connection', (socket: Socket) => {
    const auth = socket.data.auth as AuthContext;
    socket.on(clientEvents.typing, (input: unknown, acknowledge?: unknown) => {
      forward(auth, input)
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'agent typing not passed on');
          return false;
        })
        .then((passed) => {
          if (typeof acknowledge === 'function') acknowledge(passed);
        });
    });
  });
}
