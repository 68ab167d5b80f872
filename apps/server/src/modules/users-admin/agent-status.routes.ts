import { serverEvents } from '@contact/domain/realtime';
import {
  changeAgentStatus,
  changeRamalStatus,
  changeRamalType,
  getOwnAgentStatus,
  listAgentStatuses,
  mobcallStatus,
  readsEveryDepartment,
  setSoftphoneLogin,
} from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { forbidden } from '../../platform/errors';
import { requireAdministrator } from '../../platform/roles';
import { createAgentStatusService } from './agent-status.service';
import { createDialerService } from './dialer.service';

/** The operator's own status and dialer, and the supervisors' view of every agent. */
export function registerAgentStatusRoutes(app: FastifyInstance) {
  const statuses = createAgentStatusService({ db: app.db, realtime: app.realtime, jobs: app.jobs });
  const dialer = createDialerService(app.db);

  route(app, changeAgentStatus, ({ auth, body }) => statuses.change(auth.companyId, auth.userId, body));
  route(app, getOwnAgentStatus, ({ auth }) => statuses.own(auth.companyId, auth.userId));
  route(app, listAgentStatuses, ({ auth }) => {
    if (!readsEveryDepartment(auth.role)) throw forbidden();
    return statuses.list(auth.companyId);
  });
  route(app, mobcallStatus, ({ auth, request }) => dialer.status(auth.userId, request.locale));
  route(app, changeRamalStatus, async ({ auth, body, request }) => {
    const result = await dialer.changeStatus(auth.userId, body.ramal_status, request.locale);
    app.realtime.toUser(auth.companyId, auth.userId, serverEvents.userUpdated, { id: auth.userId });
    return result;
  });
  route(app, changeRamalType, ({ auth, body, request }) =>
    dialer.changeType(auth.companyId, auth.userId, body.ramal_type, request.locale),
  );
  route(app, setSoftphoneLogin, async ({ auth, body }) => {
    requireAdministrator(auth);
    const result = await dialer.setSoftphone(auth.companyId, body.userId, body.loggedIn);
    app.realtime.toUser(auth.companyId, body.userId, serverEvents.userUpdated, { id: body.userId });
    return result;
  });
}
