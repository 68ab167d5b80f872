import { recordSections } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { registerWhatsappTemplateRoutes } from '../channels/whatsapp/templates/templates.routes';
import { submitCloudTemplate } from '../channels/whatsapp/templates/submit-template';
import { registerUsersAdminRoutes } from '../users-admin/users-admin.plugin';
import { registerAnswerRoutes } from './answer.routes';
import { registerCatalogueRoutes } from './catalogue.routes';
import { createRecordsService } from './engine/records.service';
import { registerSectionRoutes } from './engine/section.routes';
import { registerImapServiceRoutes } from './imap/imap-service.routes';
import { registerWeonCampaignRoutes } from './weon/weon-campaigns.routes';

/** Every settings route: the declared sections, catalogues, config reads, and users administration. */
export function registerSettingsRoutes(app: FastifyInstance) {
  const records = createRecordsService({
    db: app.db,
    secrets: app.secrets,
    // A Cloud API template is saved only once Meta has it for review.
    submitters: {
      'whatsapp-official-template': (companyId, values, stored) => submitCloudTemplate(app, companyId, values, stored),
    },
    onWritten: (companyId, name) => app.companyCache.forget({ companyId, name }),
  });
  for (const section of recordSections) registerSectionRoutes(app, section, records);
  registerCatalogueRoutes(app);
  registerAnswerRoutes(app, records);
  registerImapServiceRoutes(app, records);
  registerWeonCampaignRoutes(app);
  registerWhatsappTemplateRoutes(app);
  // Users administration is its own module; the settings area is where it is mounted.
  registerUsersAdminRoutes(app);
}
