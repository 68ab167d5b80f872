import { canSyncWhatsappTemplates, syncWhatsappTemplates } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../../platform/contracts';
import { forbidden } from '../../../../platform/errors';
import { syncCloudTemplates } from './sync-templates';

/** "Sync with Meta" on the Cloud API templates list: administrators and marketing. */
export function registerWhatsappTemplateRoutes(app: FastifyInstance) {
  route(app, syncWhatsappTemplates, ({ auth, body }) => {
    if (!canSyncWhatsappTemplates(auth.role)) throw forbidden();
    return syncCloudTemplates(app, auth.companyId, body.connection);
  });
}
