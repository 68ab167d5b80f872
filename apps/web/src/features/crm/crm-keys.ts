import type { ContractQueryInput } from '@contact/domain/http';
import type { listCrmTemplates } from '@contact/domain/crm';

export type CrmTemplateListQuery = NonNullable<ContractQueryInput<typeof listCrmTemplates>>;

/** Query keys of the CRM feature. */
export const crmKeys = {
  all: ['crm'] as const,
  templates: () => [...crmKeys.all, 'templates'] as const,
  templatePage: (query: CrmTemplateListQuery) => [...crmKeys.templates(), 'page', query] as const,
  template: (id: string) => [...crmKeys.templates(), 'one', id] as const,
  departments: () => [...crmKeys.all, 'departments'] as const,
};
