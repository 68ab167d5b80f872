import type { Protocol } from '@contact/domain/protocols';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocols } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

let t: TestApp;
let supervisor: string;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  for (let index = 0; index < 55; index += 1) {
    await customerWrites(t, supervisor, {
      department: index % 3 === 0 ? 2 : 1,
      channel: index % 5 === 0 ? 4 : 2,
      phone: `1197${String(index).padStart(7, '0')}`,
      name: index === 7 ? 'Bernardo Sétimo' : `Pessoa ${index}`,
    });
  }
});
afterAll(() => t.close());

type Page = { protocols: Protocol[]; currentPage: number; seq: number };

describe('GET /api/v1/protocol', () => {
  it('pages 50 at a time, newest activity first', async () => {
    const first = await call<Page>(t, supervisor, 'GET', '/protocol');
    const second = await call<Page>(t, supervisor, 'GET', '/protocol?page=2');
    expect(first.body.protocols).toHaveLength(50);
    expect(second.body.protocols).toHaveLength(5);
    expect(second.body.currentPage).toBe(2);
    const all = [...first.body.protocols, ...second.body.protocols];
    expect(new Set(all.map((item) => item.id)).size).toBe(55);
    const times = first.body.protocols.map((item) => item.last_message_at ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('never pages more than 50', async () => {
    const response = await call<{ error: { fields: Record<string, string> } }>(
      t,
      supervisor,
      'GET',
      '/protocol?limit=500',
    );
    expect(response.status).toBe(400);
    expect(response.body.error.fields.limit).toBe('O campo limite deve ser no máximo 50.');
  });

  it('filters by department, channel, status, support and search', async () => {
    const department = await call<Page>(t, supervisor, 'GET', '/protocol?department=2');
    expect(department.body.protocols.every((item) => item.department_id === 2)).toBe(true);
    expect(department.body.protocols).toHaveLength(19);
    const channel = await call<Page>(t, supervisor, 'GET', '/protocol?channel=4&department=1,2');
    expect(channel.body.protocols).toHaveLength(11);
    expect((await call<Page>(t, supervisor, 'GET', '/protocol?status=3')).body.protocols).toHaveLength(0);
    expect((await call<Page>(t, supervisor, 'GET', '/protocol?support=BOT')).body.protocols).toHaveLength(0);
    const search = await call<Page>(t, supervisor, 'GET', `/protocol?search=${encodeURIComponent('bernardo sét')}`);
    expect(search.body.protocols.map((item) => item.customer_name)).toEqual(['Bernardo Sétimo']);
    const byPhone = await call<Page>(t, supervisor, 'GET', '/protocol?search=0000007');
    expect(byPhone.body.protocols).toHaveLength(1);
    const byNumber = await call<Page>(t, supervisor, 'GET', `/protocol?search=${search.body.protocols[0]?.number}`);
    expect(byNumber.body.protocols).toHaveLength(1);
  });

  it('an empty date bound means the last 5 years up to today; a future range is empty', async () => {
    expect((await call<Page>(t, supervisor, 'GET', '/protocol?date=,')).body.protocols).toHaveLength(50);
    expect((await call<Page>(t, supervisor, 'GET', '/protocol?date=2099-01-01,')).body.protocols).toHaveLength(0);
    const bad = await call<{ error: { fields: Record<string, string> } }>(
      t,
      supervisor,
      'GET',
      '/protocol?date=31/12/2026,',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.date).toBe('Informe uma data válida no formato AAAA-MM-DD.');
  });

  it('names each bad filter', async () => {
    const response = await call<{ error: { fields: Record<string, string> } }>(
      t,
      supervisor,
      'GET',
      '/protocol?department=abc&support=ROBOT&sla=tarde&page=0&color=red',
    );
    expect(Object.keys(response.body.error.fields).sort()).toEqual(['color', 'department', 'page', 'sla', 'support']);
    expect(response.body.error.fields.department).toBe(
      'O campo departamento aceita apenas códigos numéricos separados por vírgula.',
    );
    // A status code outside the spec's 1-10 is named, not answered with an empty list.
    for (const status of ['99', '2,11']) {
      const unknown = await call<{ error: { fields: Record<string, string> } }>(
        t,
        supervisor,
        'GET',
        `/protocol?status=${status}`,
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body.error.fields).toEqual({
        status: 'O campo status aceita apenas códigos de status de 1 a 10, separados por vírgula.',
      });
    }
    expect((await call(t, supervisor, 'GET', '/protocol?status=10')).status).toBe(200);
  });
});

describe('counts come from one grouped query each', () => {
  it('by department, channel, support and status', async () => {
    expect((await call(t, supervisor, 'GET', '/protocol/count_department')).body).toEqual([
      { id: 1, count: 36 },
      { id: 2, count: 19 },
    ]);
    expect((await call(t, supervisor, 'GET', '/protocol/count_channel?department_id=1')).body).toEqual([
      { id: 2, count: 29 },
      { id: 4, count: 7 },
    ]);
    expect((await call(t, supervisor, 'GET', '/protocol/count_support')).body).toEqual([{ id: 2, count: 55 }]);
    expect((await call(t, supervisor, 'GET', '/protocol/count_status?id_support=2')).body).toEqual([
      { id: 1, count: 55 },
    ]);
  });
  it('for every queue of the chat menu', async () => {
    const counts = await call<{ humano: Record<string, number>; bot: Record<string, number> }>(
      t,
      supervisor,
      'GET',
      '/protocol/count',
    );
    expect(counts.body.humano.fila).toBe(55);
    expect(counts.body.bot.aberto).toBe(0);
  });
});

/** Ids of company 1's open protocols (statuses 1, 2 and 3) in a list's order, read from the table. */
async function inOrder(direction: 'asc' | 'desc', only: { userId?: number; departments?: number[] } = {}) {
  const rows = await t.db
    .select({ id: protocols.id })
    .from(protocols)
    .where(
      and(
        eq(protocols.companyId, 1),
        inArray(protocols.status, [1, 2, 3]),
        only.userId === undefined ? undefined : eq(protocols.userId, only.userId),
        only.departments === undefined ? undefined : inArray(protocols.departmentId, only.departments),
      ),
    )
    .orderBy(direction === 'asc' ? asc(protocols.lastActivityAt) : desc(protocols.lastActivityAt), desc(protocols.id));
  return rows.map((row) => row.id);
}

describe('a list of several statuses is merged from one ordered part per status', () => {
  it('pages through the merged statuses exactly as one ordered list, both directions, within visibility', async () => {
    const operator = await t.login('operador1@demo.com.br');
    const waiting = (await call<Page>(t, supervisor, 'GET', '/protocol?status=1&department=1')).body.protocols;
    // 52 stay waiting: more than a page, so the waiting part must reach past the first page.
    const taken = [waiting[3], waiting[20], waiting[34]];
    for (const protocol of taken) {
      const response = await call(t, operator.token, 'POST', '/protocol/take', { protocol_id: protocol?.id });
      expect(response.status).toBe(200);
    }
    for (const protocol of taken.slice(0, 1)) {
      const reply = await call(t, operator.token, 'POST', '/message', { protocol_id: protocol?.id, text: 'Olá!' });
      expect(reply.status).toBe(200);
    }
    for (const direction of ['desc', 'asc'] as const) {
      const pages = [];
      for (const page of [1, 2])
        pages.push(
          (await call<Page>(t, supervisor, 'GET', `/protocol?status=1,2,3&orderby=${direction}&page=${page}`)).body,
        );
      expect(pages.map((page) => page.protocols.length)).toEqual([50, 5]);
      expect(pages.flatMap((page) => page.protocols.map((item) => item.id))).toEqual(await inOrder(direction));
      expect(pages[0]?.seq).toBeGreaterThan(0);
    }
    // Every field of a listed protocol reads as its single read does (the list decodes its own rows).
    await t.db
      .update(protocols)
      .set({ tagIds: [7, 9], pinnedAt: new Date('2026-11-20T10:11:12.345Z') })
      .where(eq(protocols.id, taken[0]!.id));
    const listed = (await call<Page>(t, supervisor, 'GET', '/protocol?status=1,2,3')).body.protocols;
    const tagged = listed.find((item) => item.id === taken[0]?.id);
    expect(tagged).toMatchObject({ tags: [{ id: 7 }, { id: 9 }], fixed: true, status: 2, user_id: operator.user.id });
    expect(tagged?.last_message).toBe('Olá!');
    for (const item of [...listed.slice(0, 5), tagged]) {
      const {
        customers: _customers,
        notes: _notes,
        ...single
      } = (await call<Protocol & { customers: unknown; notes: unknown }>(t, supervisor, 'GET', `/protocol/${item?.id}`))
        .body;
      expect(item).toEqual(single);
    }
    const own = await call<Page>(t, operator.token, 'GET', '/protocol?status=1,2,3');
    expect(own.body.protocols.map((item) => item.id)).toEqual(await inOrder('desc', { userId: operator.user.id }));
    expect(new Set(own.body.protocols.map((item) => item.status))).toEqual(new Set([2, 3]));
  });

  it('and per department too when the list is of several: the same order, each protocol once', async () => {
    const departments = [1, 2];
    for (const direction of ['desc', 'asc'] as const) {
      const pages = [];
      for (const page of [1, 2])
        pages.push(
          (
            await call<Page>(
              t,
              supervisor,
              'GET',
              `/protocol?status=1,2,3&department=1,2&orderby=${direction}&page=${page}`,
            )
          ).body,
        );
      const listed = pages.flatMap((page) => page.protocols.map((item) => item.id));
      expect(listed).toEqual(await inOrder(direction, { departments }));
      expect(new Set(listed).size).toBe(55);
    }
    const second = (await call<Page>(t, supervisor, 'GET', '/protocol?status=1,2,3&department=2')).body.protocols;
    expect(second.map((item) => item.id)).toEqual(await inOrder('desc', { departments: [2] }));
    expect(second).toHaveLength(19);
  });
});
