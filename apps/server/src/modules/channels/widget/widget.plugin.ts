import type { FastifyInstance } from 'fastify';
import type { createMessageService } from '../../messages/messages.service';
import { registerAgentTyping } from './agent-typing';
import { registerWidgetPages } from './widget-pages.routes';
import { registerWidgetRoutes } from './widget.routes';
import { registerWidgetSockets } from './widget-sockets';

/** The web chat widget: its public endpoints, its customers' sockets and the agents' typing, its script and demo page. */
export async function registerWidget(app: FastifyInstance, service: ReturnType<typeof createMessageService>) {
  await registerWidgetSockets(app);
  registerAgentTyping(app);
  await registerWidgetRoutes(app, service);
  registerWidgetPages(app);
}
