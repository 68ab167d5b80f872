import { getCompany, updateCompany } from '@contact/domain/companies';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { requireAdministrator } from '../../platform/roles';
import { createCompanyService } from './companies.service';

export function registerCompanyRoutes(app: FastifyInstance) {
  const service = createCompanyService(app.db);
  route(app, getCompany, ({ auth }) => service.get(auth.companyId));
  route(app, updateCompany, async ({ auth, body }) => {
    requireAdministrator(auth);
    const company = await service.update(auth.companyId, body);
    // Whether the company requires two-factor is part of every session's check.
    app.sessionCache.forget({ companyId: auth.companyId });
    return company;
  });
}
