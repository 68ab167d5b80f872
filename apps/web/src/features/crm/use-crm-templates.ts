import {
  createCrmTemplate,
  getCrmTemplate,
  listCrmTemplates,
  toggleCrmTemplate,
  updateCrmTemplate,
  type CrmTemplateInput,
} from '@contact/domain/crm';
import { listDepartments } from '@contact/domain/departments';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { crmKeys, type CrmTemplateListQuery } from './crm-keys';

export function useCrmTemplates(query: CrmTemplateListQuery) {
  return useQuery({
    queryKey: crmKeys.templatePage(query),
    queryFn: ({ signal }) => call(listCrmTemplates, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCrmTemplate(id: string | null) {
  return useQuery({
    queryKey: crmKeys.template(id ?? ''),
    queryFn: ({ signal }) => call(getCrmTemplate, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });
}

/** The company's departments, to link a template to one and to name it in the list. */
export function useCrmDepartments() {
  return useQuery({
    queryKey: crmKeys.departments(),
    queryFn: ({ signal }) => call(listDepartments, { signal }),
    staleTime: 60_000,
  });
}

/** Creates a template, or replaces an existing one's settings and fields. */
export function useSaveCrmTemplate(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CrmTemplateInput) =>
      id === null ? call(createCrmTemplate, { body }) : call(updateCrmTemplate, { params: { id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: crmKeys.templates() }),
  });
}

export function useToggleCrmTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      call(toggleCrmTemplate, { params: { id }, body: { active } }),
    onSuccess: () => client.invalidateQueries({ queryKey: crmKeys.templates() }),
  });
}
