import { forwardProtocolEmail } from '@contact/domain/channels';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/contracts';
import { forwardProtocolByEmail } from './forward.service';

/** POST /api/v1/protocol/forward: the inbox's "forward e-mail" dialog. */
export function registerForwardRoute(app: FastifyInstance) {
  route(app, forwardProtocolEmail, async ({ auth, body, request }) => ({
    forwarded: true as const,
    message_id: await forwardProtocolByEmail(app, auth, request.locale, body),
  }));
}
