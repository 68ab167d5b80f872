import { protocolListQuerySchema } from '@contact/domain/protocols';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renderedHere } from '../../db/render';
import type { AuthContext } from '../../platform/auth/authenticate';
import { listConditions, type ListFilters } from './protocol-filters';

const supervisor = { companyId: 3, userId: 7, role: 7 } as AuthContext;
const now = new Date('2026-11-23T12:00:00Z');
const filters = (query: Record<string, string>): ListFilters => {
  const { search: _search, ...parsed } = protocolListQuerySchema.parse(query);
  return parsed;
};
const rendered = (query: Record<string, string>) =>
  renderedHere(sql`${listConditions(supervisor, filters(query), now)}`);

describe('listConditions', () => {
  it('writes statuses and support into the text, so a named page keeps one plan per shape', () => {
    expect(rendered({ status: '1,2,3', support: '2', department: '4' })).toEqual({
      sql: '("protocols"."company_id" = $1 and "protocols"."department_id" in ($2) and "protocols"."status" in (1, 2, 3) and "protocols"."support" = 2)',
      params: [3, 4],
    });
    expect(rendered({ status: '4' })?.sql).toContain('"protocols"."status" in (4)');
    expect(rendered({ support: 'BOT' })?.sql).toContain('"protocols"."support" = 1');
  });
});
