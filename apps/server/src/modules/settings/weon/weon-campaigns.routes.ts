import { canListWeonCampaigns, listWeonCampaigns } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/contracts';
import { AppError, forbidden, notFound } from '../../../platform/errors';
import { existingDepartmentIds } from '../../departments/departments.service';
import { DialerError, listDialerCampaigns } from '../../protocols/dialer-client';
import { weonDialerFor } from '../lookups/dialer.lookup';

/**
 * The WeOn dialer's campaigns, read live: for the schedule-call form (by department) and for
 * the dialer's settings form (by configuration). No WeOn dialer is not an error: the list is empty.
 */
export function registerWeonCampaignRoutes(app: FastifyInstance) {
  route(app, listWeonCampaigns, async ({ auth, query }) => {
    if (!canListWeonCampaigns(auth.role)) throw forbidden();
    const departmentId = query.department_id;
    if (departmentId !== undefined && !(await existingDepartmentIds(app.db, auth.companyId, [departmentId])).size)
      throw new AppError('validation', 'errors.validation', {}, { department_id: { key: 'validation.invalidOption' } });
    const dialer = await weonDialerFor(app.db, app.secrets, auth.companyId, {
      dialerId: query.dialer_id,
      departmentId,
    });
    if (!dialer) {
      if (query.dialer_id !== undefined) throw notFound();
      return [];
    }
    try {
      return await listDialerCampaigns(dialer);
    } catch (error) {
      if (error instanceof DialerError)
        throw new AppError('bad_gateway', 'errors.dialerCampaignsFailed', { reason: error.reason });
      throw error;
    }
  });
}
