import { z } from 'zod';

/** Blocked words page by 50 (spec §9); 1000 is the most a list call returns. */
export const defaultPageSize = 50;
export const maxPageSize = 1000;

/** GET list query of every settings section: `limit` with `offset` or `page`, `search`, `active`. */
export const settingsListQuerySchema = z.object({
  limit: z.coerce.number<string>().int().min(1).max(maxPageSize).optional(),
  offset: z.coerce.number<string>().int().min(0).optional(),
  page: z.coerce.number<string>().int().min(1).optional(),
  search: z.string().trim().max(200).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export type SettingsListQuery = z.infer<typeof settingsListQuerySchema>;

/** The rows a list call asks for; `page` (from 1) wins over `offset`. */
export function pageWindow(query: Pick<SettingsListQuery, 'limit' | 'offset' | 'page'>): {
  limit: number;
  offset: number;
} {
  const limit = query.limit ?? defaultPageSize;
  const offset = query.page ? (query.page - 1) * limit : (query.offset ?? 0);
  return { limit, offset };
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
}

export const activeToggleSchema = z.strictObject({ active: z.boolean() });
