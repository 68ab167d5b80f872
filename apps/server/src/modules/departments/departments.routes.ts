import {
  createDepartment,
  getDepartment,
  getSettingsDepartment,
  listDepartments,
  listSettingsDepartments,
  toggleDepartment,
  updateDepartment,
} from '@contact/domain/departments';
import { canReadSection, departmentSection } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/authenticate';
import { route } from '../../platform/contracts';
import { forbidden } from '../../platform/errors';
import { requireAdministrator } from '../../platform/roles';
import { tenantScope } from '../../platform/tenancy';
import { createDepartmentService } from './departments.service';

function requireSettingsReader(auth: AuthContext) {
  if (!canReadSection(departmentSection.read, auth.role)) throw forbidden();
}

export function registerDepartmentRoutes(app: FastifyInstance) {
  const service = createDepartmentService(app.db);
  route(app, listDepartments, ({ auth }) => service.list(tenantScope(auth.companyId)));
  route(app, getDepartment, ({ auth, params }) => service.get(tenantScope(auth.companyId), params.id));
  route(app, listSettingsDepartments, ({ auth, query }) => {
    requireSettingsReader(auth);
    return service.page(tenantScope(auth.companyId), query);
  });
  route(app, getSettingsDepartment, ({ auth, params }) => {
    requireSettingsReader(auth);
    return service.get(tenantScope(auth.companyId), params.id);
  });
  route(app, createDepartment, ({ auth, body }) => {
    requireAdministrator(auth);
    return service.create(tenantScope(auth.companyId), body);
  });
  route(app, updateDepartment, ({ auth, body }) => {
    requireAdministrator(auth);
    return service.update(tenantScope(auth.companyId), body);
  });
  route(app, toggleDepartment, ({ auth, params, body }) => {
    requireAdministrator(auth);
    return service.update(tenantScope(auth.companyId), { id: params.id, active: body.active });
  });
}
