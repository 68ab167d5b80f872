import {
  blockedWordSection,
  faqSection,
  getConfigBundle,
  listAnswerBlockedWords,
  listAnswerFaqs,
  roleFunctionSection,
} from '@contact/domain/settings';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { getWizardOptions } from '@contact/domain/wizard';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { tenantScope } from '../../platform/tenancy';
import { departmentsWithCrmSchema } from '../crm/crm-templates.service';
import { createDepartmentService } from '../departments/departments.service';
import { createUserService, userDepartmentIds } from '../users/users.service';
import type { RecordsService } from './engine/records.service';
import { readerFor } from './engine/section-access';
import { channelGroupsByDepartment, whatsappTemplates } from './lookups/wizard.lookup';

/** The inbox's start-up reads (spec §7, Config reads): active records the reader may see. */
export function registerAnswerRoutes(app: FastifyInstance, records: RecordsService) {
  const departments = createDepartmentService(app.db);
  const users = createUserService({ db: app.db, vendorDomains: app.config.vendorDomains });

  route(app, listAnswerBlockedWords, async ({ auth }) =>
    records.allActive(blockedWordSection, await readerFor(app.db, auth, blockedWordSection)),
  );
  route(app, listAnswerFaqs, async ({ auth }) =>
    records.allActive(faqSection, await readerFor(app.db, auth, faqSection)),
  );
  route(app, getConfigBundle, async ({ auth }) => {
    const scope = tenantScope(auth.companyId);
    const [blockedWord, department, faq, user, roleFunction] = await Promise.all([
      records.allActive(blockedWordSection, await readerFor(app.db, auth, blockedWordSection)),
      departments.list(scope),
      records.allActive(faqSection, await readerFor(app.db, auth, faqSection)),
      users.list(scope, auth.email),
      records.allActive(roleFunctionSection, await readerFor(app.db, auth, roleFunctionSection)),
    ]);
    return { blockedWord, department, faq, user, roleFunction };
  });

  // The new-protocol wizard: an agent starts protocols only in their own departments.
  route(app, getWizardOptions, async ({ auth }) => {
    const [all, groups, templates, own, withCrmSchema] = await Promise.all([
      departments.list(tenantScope(auth.companyId)),
      channelGroupsByDepartment(app.db, auth.companyId),
      whatsappTemplates(app.db, auth.companyId),
      seesOnlyOwnProtocols(auth.role) ? userDepartmentIds(app.db, auth.userId) : null,
      departmentsWithCrmSchema(app.db, auth.companyId),
    ]);
    const offered = all.filter((department) => department.active && (own === null || own.includes(department.id)));
    return {
      departments: offered.map((department) => ({
        id: department.id,
        name: department.name,
        color: department.color,
        groups: groups(department.id),
        hasCrmSchema: withCrmSchema.has(department.id),
      })),
      templates,
    };
  });
}
