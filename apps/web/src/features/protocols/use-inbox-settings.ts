import { listDepartments } from '@contact/domain/departments';
import { listUsers } from '@contact/domain/users';
import type { SendPermissions } from '@contact/domain/settings';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../api/http-client';

/** The company's configuration the inbox reads changes rarely: kept for a few minutes. */
const staleTime = 5 * 60_000;
const allActive = { active: 'true', limit: '1000' } as const;

/** The settings declarations are large and the inbox needs two of them: they load apart from the first paint. */
const settingsDomain = () => import('./inbox-settings-domain');
const allowEverything: SendPermissions = { photos: true, emojis: true, attachments: true, audio: true };

export const inboxSettingsKeys = {
  all: ['inbox-settings'] as const,
  departments: () => [...inboxSettingsKeys.all, 'departments'] as const,
  users: () => [...inboxSettingsKeys.all, 'users'] as const,
  tags: () => [...inboxSettingsKeys.all, 'tags'] as const,
  tabulations: () => [...inboxSettingsKeys.all, 'tabulations'] as const,
  faqs: () => [...inboxSettingsKeys.all, 'faqs'] as const,
  roleRules: () => [...inboxSettingsKeys.all, 'role-rules'] as const,
};

export type InboxTag = { id: number; name: string; color: string };
export type InboxTabulation = {
  id: number;
  description: string;
  category: string;
  group: string | null;
  departments: number[];
  cpc: boolean;
};

export function useDepartments() {
  return useQuery({
    queryKey: inboxSettingsKeys.departments(),
    queryFn: ({ signal }) => call(listDepartments, { signal }),
    staleTime,
  });
}

export function useUsers() {
  return useQuery({
    queryKey: inboxSettingsKeys.users(),
    queryFn: ({ signal }) => call(listUsers, { signal }),
    staleTime,
  });
}

/** Active tags of the company (settings › tags). */
export function useTags() {
  return useQuery({
    queryKey: inboxSettingsKeys.tags(),
    queryFn: async ({ signal }): Promise<InboxTag[]> => {
      const { sectionContracts, tagSection } = await settingsDomain();
      const page = await call(sectionContracts(tagSection).list, { params: undefined, query: allActive, signal });
      return page.items.map((item) => {
        const tag = tagSection.schemas.entity.parse(item);
        return { id: tag.id, name: tag.name, color: tag.color ?? '#868e96' };
      });
    },
    staleTime,
  });
}

/** Active tabulations of the company (settings › tabulations); each dialog narrows them to its protocol. */
export function useTabulations() {
  return useQuery({
    queryKey: inboxSettingsKeys.tabulations(),
    queryFn: async ({ signal }): Promise<InboxTabulation[]> => {
      const { sectionContracts, tabulationSection } = await settingsDomain();
      const list = sectionContracts(tabulationSection).list;
      const page = await call(list, { params: undefined, query: allActive, signal });
      return page.items.map((item) => {
        const tabulation = tabulationSection.schemas.entity.parse(item);
        return {
          id: tabulation.id,
          description: tabulation.description,
          category: tabulation.category,
          group: tabulation.group,
          departments: tabulation.departments,
          cpc: tabulation.cpc,
        };
      });
    },
    staleTime,
  });
}

export type InboxFaq = { id: number; tag: string; text: string; departments: number[] };

/** Quick answers (FAQs) of the reader's departments. */
export function useFaqs() {
  return useQuery({
    queryKey: inboxSettingsKeys.faqs(),
    queryFn: async ({ signal }): Promise<InboxFaq[]> => {
      const { listAnswerFaqs } = await settingsDomain();
      const faqs = await call(listAnswerFaqs, { signal });
      return faqs.map(({ id, tag, text, departments }) => ({ id, tag, text, departments }));
    },
    staleTime,
  });
}

/** Quick answers usable on a protocol of this department. */
export function faqsFor(faqs: readonly InboxFaq[], departmentId: number): InboxFaq[] {
  return faqs.filter((faq) => faq.departments.length === 0 || faq.departments.includes(departmentId));
}

/**
 * What the agent may send in a department: photos, emojis, attachments and audio, by the
 * company's role permissions (spec backoffice §6). Everything while they load; the server checks again.
 */
export function useSendPermissions(departmentId: number, role: number): SendPermissions {
  const rules = useQuery({
    queryKey: inboxSettingsKeys.roleRules(),
    queryFn: async ({ signal }) => {
      const { getConfigBundle, permissionsFrom } = await settingsDomain();
      const bundle = await call(getConfigBundle, { signal });
      return { rules: bundle.roleFunction, permissionsFrom };
    },
    staleTime,
  });
  const { data } = rules;
  return useMemo(
    () => (data ? data.permissionsFrom(data.rules, departmentId, 'relationship', role) : allowEverything),
    [data, departmentId, role],
  );
}

/** Tabulations usable on a protocol of this department: of the protocol category, for every department or this one. */
export function tabulationsFor(tabulations: readonly InboxTabulation[], departmentId: number): InboxTabulation[] {
  return tabulations.filter(
    (item) =>
      item.category === 'protocol' && (item.departments.length === 0 || item.departments.includes(departmentId)),
  );
}
