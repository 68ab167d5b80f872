import {
  createCrmTemplate,
  getCrmTemplate,
  listCrmTemplates,
  managesCrmTemplates,
  toggleCrmTemplate,
  updateCrmTemplate,
} from '@contact/domain/crm';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../platform/auth/authenticate';
import { route } from '../../platform/contracts';
import { forbidden } from '../../platform/errors';
import { tenantScope } from '../../platform/tenancy';
import { createCrmTemplateService } from './crm-templates.service';

/** Administrators and supervisors read and manage CRM templates; everyone else is refused. */
function scopeOf(auth: AuthContext) {
  if (!managesCrmTemplates(auth.role)) throw forbidden();
  return tenantScope(auth.companyId);
}

export function registerCrmRoutes(app: FastifyInstance) {
  const templates = createCrmTemplateService(app.db);
  route(app, listCrmTemplates, ({ auth, query }) => templates.page(scopeOf(auth), query));
  route(app, getCrmTemplate, ({ auth, params }) => templates.get(scopeOf(auth), params.id));
  route(app, createCrmTemplate, ({ auth, body }) => templates.create(scopeOf(auth), body));
  route(app, updateCrmTemplate, ({ auth, params, body }) => templates.update(scopeOf(auth), params.id, body));
  route(app, toggleCrmTemplate, ({ auth, params, body }) => templates.setActive(scopeOf(auth), params.id, body.active));
}
