import { listOutbox } from '@contact/domain/mail';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { requireAdministrator } from '../../platform/roles';
import { tenantScope } from '../../platform/tenancy';
import { createOutboxService } from './outbox.service';

export function registerOutboxRoutes(app: FastifyInstance) {
  const service = createOutboxService(app.db);
  route(app, listOutbox, ({ auth, query }) => {
    requireAdministrator(auth);
    return service.list(tenantScope(auth.companyId), query.page, query.limit);
  });
}
