import type { FastifyInstance } from 'fastify';
import type { createMessageService } from '../../messages/messages.service';
import { storeInbound } from '../inbound';
import { emailAdapter } from './email.adapter';
import { registerForwardRoute } from './forward.routes';
import { registerMailboxPollers } from './mailbox-pollers';

/** E-mail beyond its adapter: the mailbox pollers and the forward endpoint. */
export function registerEmail(app: FastifyInstance, service: ReturnType<typeof createMessageService>) {
  registerMailboxPollers(app, (target, batch) =>
    storeInbound(app, service, { ...target, channelId: emailAdapter.channelId }, batch),
  );
  registerForwardRoute(app);
}
