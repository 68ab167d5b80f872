import type { FastifyInstance } from 'fastify';
import { registerAgentStatusRoutes } from './agent-status.routes';
import { registerUsersAdminCrud } from './users-admin.routes';
import { registerUsersReportRoutes } from './users-report.routes';

/** Users administration: the users list and form, the report, agent status and the dialer. */
export function registerUsersAdminRoutes(app: FastifyInstance) {
  registerUsersReportRoutes(app);
  registerUsersAdminCrud(app);
  registerAgentStatusRoutes(app);
}
