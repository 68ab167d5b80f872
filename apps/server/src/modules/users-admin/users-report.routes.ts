import { usersReport, usersReportDownload } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { tenantScope } from '../../platform/tenancy';
import { requireUsersReader } from './users-admin.routes';
import { usersReportCsv } from './users-report-csv';
import { createUsersReportService } from './users-report.service';

export function registerUsersReportRoutes(app: FastifyInstance) {
  const service = createUsersReportService({ db: app.db, vendorDomains: app.config.vendorDomains });
  route(app, usersReport, async ({ auth, query }) => {
    requireUsersReader(auth);
    return service.report(tenantScope(auth.companyId), auth.email, query.date);
  });
  route(app, usersReportDownload, async ({ auth, query, request, reply }) => {
    requireUsersReader(auth);
    const report = await service.report(tenantScope(auth.companyId), auth.email, query.date);
    void reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="usuarios-${report.date}.csv"`);
    return usersReportCsv(report.rows, request.locale);
  });
}
