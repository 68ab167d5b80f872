import { sectionContracts, type AnySection } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/contracts';
import { requireAdministrator } from '../../../platform/roles';
import type { RecordsService } from './records.service';
import { readerFor } from './section-access';

type Params = Record<string, number | undefined>;

/** The routes of one records section, all from its declaration. */
export function registerSectionRoutes(app: FastifyInstance, section: AnySection, service: RecordsService) {
  const contracts = sectionContracts(section);
  const parentOf = (params: unknown) => (section.parent ? ((params as Params)[section.parent.key] ?? null) : null);
  const idOf = (params: unknown) => (params as Params).id ?? 0;

  route(app, contracts.list, async ({ auth, query, params }) =>
    service.list(section, await readerFor(app.db, auth, section), query, parentOf(params)),
  );
  for (const contract of [contracts.get, ...contracts.getAliases]) {
    route(app, contract, async ({ auth, params }) =>
      service.get(section, await readerFor(app.db, auth, section), idOf(params), parentOf(params)),
    );
  }
  route(app, contracts.create, ({ auth, body, params }) => {
    requireAdministrator(auth);
    return service.create(section, auth.companyId, body, parentOf(params));
  });
  route(app, contracts.update, ({ auth, body, params }) => {
    requireAdministrator(auth);
    const id = section.updateIdIn === 'path' ? idOf(params) : Number(body.id);
    return service.update(section, auth.companyId, id, body, parentOf(params));
  });
  route(app, contracts.toggle, ({ auth, body, params }) => {
    requireAdministrator(auth);
    return service.setActive(section, auth.companyId, idOf(params), body.active, parentOf(params));
  });
}
