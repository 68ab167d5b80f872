import {
  blockedWordSection,
  faqSection,
  getConfigBundle,
  listAnswerBlockedWords,
  listAnswerFaqs,
  roleFunctionSection,
} from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/contracts';
import { tenantScope } from '../../platform/tenancy';
import { createDepartmentService } from '../departments/departments.service';
import { createUserService } from '../users/users.service';
import type { RecordsService } from './engine/records.service';
import { readerFor } from './engine/section-access';

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
}
