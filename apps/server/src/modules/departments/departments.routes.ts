import { createDepartment, getDepartment, listDepartments, updateDepartment } from '@contact/domain/departments';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { requireAdministrator } from '../../platform/roles';
import { tenantScope } from '../../platform/tenancy';
import { createDepartmentService } from './departments.service';

export function registerDepartmentRoutes(app: FastifyInstance) {
  const service = createDepartmentService(app.db);
  route(app, listDepartments, ({ auth }) => service.list(tenantScope(auth.companyId)));
  route(app, getDepartment, ({ auth, params }) => service.get(tenantScope(auth.companyId), params.id));
  route(app, createDepartment, ({ auth, body }) => {
    requireAdministrator(auth);
    return service.create(tenantScope(auth.companyId), body);
  });
  route(app, updateDepartment, ({ auth, body }) => {
    requireAdministrator(auth);
    return service.update(tenantScope(auth.companyId), body);
  });
}
