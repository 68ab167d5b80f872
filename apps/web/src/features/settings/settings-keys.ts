import type { ListQuery } from './section-api';

/** Query keys of the settings feature. */
export const settingsKeys = {
  all: ['settings'] as const,
  records: (key: string) => [...settingsKeys.all, 'records', key] as const,
  page: (key: string, query: ListQuery, parentId?: number) =>
    [...settingsKeys.records(key), parentId ?? null, query] as const,
  options: (source: string) => [...settingsKeys.all, 'options', source] as const,
  weonCampaigns: (dialerId: number) => [...settingsKeys.all, 'weon-campaigns', dialerId] as const,
};
