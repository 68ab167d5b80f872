import { protocolListQuerySchema } from '@contact/domain/protocols';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, pgSchema, integer } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rawTable } from './raw-rows';
import type { AuthContext } from '../platform/auth/authenticate';
import { listConditions, type ListFilters } from '../modules/protocols/protocol-filters';
import { renderedHere, renderQuery } from './render';
import { messages, protocols } from './schema';

const dialect = new PgDialect();
const builderOf = (statement: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { sql: text, params };
};

const protocolRows = rawTable(protocols);
const messageRows = rawTable(messages);
const at = new Date('2026-11-23T08:00:00.123Z');

describe('renderQuery', () => {
  it("renders an agent's message statement exactly as the query builder does", () => {
    const insert = messageRows.insert(
      {
        companyId: 1,
        protocolId: 5,
        channelId: 2,
        direction: 'out',
        author: 'agent',
        userId: 3,
        userName: 'Ana "Aspas" D\'Ávila',
        text: 'Olá $1',
        attachments: [{ name: 'a.pdf', url: '/files/a.pdf', type: 'application/pdf', size: 10 }],
        meta: {},
        status: 'queued',
        clientId: null,
      },
      { from: 'gate', onConflictDoNothing: ['protocolId', 'clientId'] },
    );
    const statement = sql`with "gate" as (select 1 from ${protocols}
        where ${protocols.companyId} = ${1} and ${protocols.id} = ${5} and ${protocols.seq} = ${9} for update),
      "companion" as (${insert})
      update ${protocols} set ${sql.join(
        [
          sql`${sql.identifier(protocols.lastMessageAt.name)} = ${sql.param(at, protocols.lastMessageAt)}`,
          sql`${sql.identifier(protocols.tagIds.name)} = ${sql.param([1, 2], protocols.tagIds)}`,
          sql`${sql.identifier(protocols.userId.name)} = ${sql.param(null, protocols.userId)}`,
        ],
        sql`, `,
      )}${undefined}
      where ${protocols.id} = ${5} and ${protocols.paused} = ${false} and ${protocols.createdAt} < ${at}
      returning ${protocolRows.columnsOf('protocols', '')}, ${messageRows.columnsOf('companion', 'companion.')}`;
    const rendered = renderQuery(statement);
    expect(rendered).toEqual(builderOf(statement));
    expect(rendered.params).toContain('[{"name":"a.pdf","url":"/files/a.pdf","type":"application/pdf","size":10}]');
    expect(rendered.params).toContain(at.toISOString());
  });

  it('leaves to the query builder the parts it does not render itself', () => {
    const elsewhere = pgSchema('elsewhere').table('things', { id: integer('id') });
    for (const statement of [
      sql`select ${protocols.id} from ${protocols} where ${protocols.id} = ${sql.placeholder('id')}`,
      sql`select ${protocols.id} from ${protocols} where ${protocols.number} = ${'x'}`.inlineParams(),
      sql`select ${elsewhere.id} from ${elsewhere}`,
      sql`select ${{ shape: 'object' }}::jsonb`,
    ]) {
      expect(renderedHere(statement)).toBeNull();
      expect(renderQuery(statement)).toEqual(builderOf(statement));
    }
  });

  it('renders lists as the builder does, and the pages of protocol lists without it', () => {
    const auth = { companyId: 1, userId: 7, role: 1 } as AuthContext;
    const now = new Date('2026-11-23T12:00:00Z');
    const filters = (query: Record<string, string>): ListFilters => {
      const { search: _search, ...parsed } = protocolListQuerySchema.parse(query);
      return parsed;
    };
    const statements = [
      sql`select ${protocols.id} from ${protocols} where ${protocols.id} in ${[1, 2, 3]} and ${protocols.status} in ${[]}`,
      sql`select 1 where ${listConditions(
        auth,
        filters({
          status: '1,2,3',
          department: '4,5',
          channel: '2',
          support: '2',
          sla: 'atrasado',
          date: '2026-11-01,',
        }),
        now,
      )}`,
      sql`select 1 where ${listConditions({ ...auth, role: 7 }, filters({ user: '7,8', status: '4' }), now)}`,
    ];
    for (const statement of statements) {
      expect(renderedHere(statement)).toEqual(builderOf(statement));
    }
  });
});
