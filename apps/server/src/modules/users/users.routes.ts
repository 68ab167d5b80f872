import { getUser, listUsers } from '@contact/domain/users';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { tenantScope } from '../../platform/tenancy';
import { createUserService } from './users.service';

export function registerUserRoutes(app: FastifyInstance) {
  const service = createUserService({ db: app.db, vendorDomains: app.config.vendorDomains });
  route(app, listUsers, ({ auth }) => service.list(tenantScope(auth.companyId), auth.email));
  route(app, getUser, ({ auth, params }) => service.get(tenantScope(auth.companyId), params.id));
}
