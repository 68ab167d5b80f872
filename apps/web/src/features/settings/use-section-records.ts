import type { AnySection } from '@contact/domain/settings';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sectionApi, type Body, type Files, type ListQuery } from './section-api';
import { settingsKeys } from './settings-keys';

/** One page of a section's records (limit/offset, search, active). */
export function useSectionRecords(section: AnySection, query: ListQuery, parentId?: number) {
  return useQuery({
    queryKey: settingsKeys.page(section.key, query, parentId),
    queryFn: ({ signal }) => sectionApi(section, parentId).list(query, signal),
    placeholderData: keepPreviousData,
  });
}

function useRefresh(section: AnySection) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: settingsKeys.records(section.key) });
    // Other sections may show this one's records as options (a department's WhatsApp account).
    void queryClient.invalidateQueries({ queryKey: settingsKeys.options(`section:${section.key}`) });
    if (section.key === 'department')
      void queryClient.invalidateQueries({ queryKey: settingsKeys.options('departments') });
  };
}

/** Creates a record, or changes the one with `id`. */
export function useSaveRecord(section: AnySection, parentId?: number) {
  const onSuccess = useRefresh(section);
  return useMutation({
    mutationFn: ({ id, body, files }: { id?: number; body: Body; files?: Files }) =>
      id === undefined
        ? sectionApi(section, parentId).create(body, files)
        : sectionApi(section, parentId).update(id, body, files),
    onSuccess,
  });
}

/** PUT {path}/{id}/active. */
export function useToggleRecord(section: AnySection, parentId?: number) {
  const onSuccess = useRefresh(section);
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => sectionApi(section, parentId).toggle(id, active),
    onSuccess,
  });
}
