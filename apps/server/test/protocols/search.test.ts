import { searchFoldedLetters, searchMaxLength, searchNormal, type Protocol } from '@contact/domain/protocols';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../src/db/raw-rows';
import { protocolSearchKeys, protocols } from '../../src/db/schema';
import { searchLookupLimit } from '../../src/modules/protocols/protocol-filters';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

let t: TestApp;
let supervisor: string;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await t.login('supervisor@demo.com.br')).token;
});
afterAll(() => t.close());

const search = async (text: string, token = supervisor) =>
  (
    await call<{ protocols: Protocol[] }>(t, token, 'GET', `/protocol?search=${encodeURIComponent(text)}`)
  ).body.protocols.map((item) => item.id);

describe('GET /api/v1/protocol?search=', () => {
  it('follows a corrected customer, survives every other change, and stays in the company', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11955550001', name: 'Bernardo Sétimo' });
    await customerWrites(t, supervisor, { phone: '11955550002', name: 'Outra Pessoa' });
    expect(await search('bernardo sét')).toEqual([protocol.id]);
    expect(await search('55550001')).toEqual([protocol.id]);
    expect(await search(protocol.number)).toEqual([protocol.id]);
    await call(t, supervisor, 'PUT', '/protocol/customer', { protocol_id: protocol.id, name: 'Bernardo Oitavo' });
    expect(await search('Sétimo')).toEqual([]);
    expect(await search('oitavo')).toEqual([protocol.id]);
    const answered = await call(t, supervisor, 'POST', '/message', { protocol_id: protocol.id, text: 'Olá, Bernardo' });
    expect(answered.status).toBe(200);
    const moved = await call(t, supervisor, 'PUT', '/protocol/transfer', {
      protocol_id: protocol.id,
      new_department_id: 2,
    });
    expect(moved.body).toMatchObject({ department_id: 2 });
    expect(await search('oitavo')).toEqual([protocol.id]);
    expect(await search('oitavo', (await t.login('admin@outra.com.br')).token)).toEqual([]);
  });

  it('finds the start of any word of the name or subject, whatever its case, accents and punctuation', async () => {
    const { protocol } = await customerWrites(t, supervisor, {
      phone: '11955550003',
      name: 'Conceição Azevedo-Brandão',
    });
    // The subject is given when a protocol is opened by hand; written here, its keys follow the change.
    await t.db.execute(sql`update ${protocols} set subject = 'Segunda via (boleto)' where id = ${protocol.id}`);
    for (const text of ['conceicao', 'CONCEIÇÃO AZEV', 'azevedo brandao', 'brandão', 'boleto', 'segunda via bol'])
      expect(await search(text), text).toEqual([protocol.id]);
    for (const text of ['onceicao', 'azevedo conceicao', 'via segunda', '!!!', '%', '_'])
      expect(await search(text), text).not.toContain(protocol.id);
    // A customer's earlier protocols (the new-protocol wizard's customer search) find them the same way.
    const history = async (text: string) =>
      (await call<Protocol[]>(t, supervisor, 'GET', `/protocol/history?search=${encodeURIComponent(text)}`)).body.map(
        (item) => item.id,
      );
    expect(await history('CONCEICAO azev')).toEqual([protocol.id]);
    expect(await history(protocol.number)).toEqual([protocol.id]);
    expect(await history('onceicao')).toEqual([]);
  });

  it('the longest search finds a longer name, from its first word or a later one', async () => {
    const name = `Ana ${'Longuíssima '.repeat(12)}Final`;
    const { protocol } = await customerWrites(t, supervisor, { phone: '11955550004', name });
    expect(name.length).toBeGreaterThan(searchMaxLength + 20);
    expect(await search(name.slice(0, searchMaxLength))).toEqual([protocol.id]);
    expect(await search(name.slice(4, 4 + searchMaxLength))).toEqual([protocol.id]);
    expect(await search(`${name.slice(0, searchMaxLength - 1)}x`)).toEqual([]);
  });

  it('a search with more matches than it looks up by id filters the list instead, with the same answer', async () => {
    // Written directly: the API would take minutes to open this many. Closed, support HUMAN, department 1.
    const many = searchLookupLimit + 20;
    await t.db.execute(sql`insert into ${protocols}
        (company_id, number, channel_id, department_id, status, support, customer_name, last_activity_at)
      select 1, 'FREQ' || g, 2, 1, 4, 2, 'Cliente Frequentíssimo ' || g, now() - g * interval '1 minute'
      from generate_series(1, ${many}) g`);
    await t.db.execute(sql`insert into ${protocols}
        (company_id, number, channel_id, department_id, status, support, customer_name, last_activity_at)
      values (1, 'OUTRO1', 2, 1, 4, 2, 'Outra Cliente', now())`);
    const first = await call<{ protocols: Protocol[] }>(
      t,
      supervisor,
      'GET',
      '/protocol?status=4&search=frequentíssimo',
    );
    expect(first.body.protocols.map((item) => item.customer_name)).toEqual(
      Array.from({ length: 50 }, (_, index) => `Cliente Frequentíssimo ${index + 1}`),
    );
    const last = await call<{ protocols: Protocol[] }>(
      t,
      supervisor,
      'GET',
      `/protocol?status=4&search=frequentíssimo&page=${Math.ceil(many / 50)}`,
    );
    expect(last.body.protocols.at(-1)?.customer_name).toBe(`Cliente Frequentíssimo ${many}`);
    // Filtered on the way, the search folds as the keys do: without its accent, from a word's start only.
    const unaccented = await call<{ protocols: Protocol[] }>(
      t,
      supervisor,
      'GET',
      '/protocol?status=4&search=FREQUENTISSIMO',
    );
    expect(unaccented.body.protocols.map((item) => item.id)).toEqual(first.body.protocols.map((item) => item.id));
    expect(await search('requentíssimo')).toEqual([]);
    // Few matches among them: looked up by id.
    expect(await search('Frequentíssimo 1017')).toHaveLength(1);
    expect(await search('FREQ1017')).toHaveLength(1);
    // A customer's earlier protocols: too many to look up, then walked, 50 of them either way.
    const history = async (text: string) =>
      (await call<Protocol[]>(t, supervisor, 'GET', `/protocol/history?search=${encodeURIComponent(text)}`)).body.map(
        (item) => item.customer_name,
      );
    for (const text of ['clientE FREQUENTÍSSIMO', 'clientE FREQUENTÍSSIMO']) {
      const names = await history(text);
      expect(names).toHaveLength(50);
      expect(names.every((name) => name?.startsWith('Cliente Frequentíssimo '))).toBe(true);
    }
    expect(await history('frequentissimo 1017')).toEqual(['Cliente Frequentíssimo 1017']);
  });

  it('answers closed and open matches in order of last activity, whatever their order of creation, page by page', async () => {
    // 70 closed and 6 open protocols of one name, their last activities a permutation of their ids'
    // order: a page that ordered the closed matches by anything but their last activity would differ.
    await t.db.execute(sql`insert into ${protocols}
        (company_id, number, channel_id, department_id, status, support, customer_name, last_activity_at)
      select 1, 'ORD' || g, 2, 1, case when g % 13 = 0 then 3 else 4 end, 2, 'Cliente Ordenadíssimo',
        now() - ((g * 37) % 76) * interval '1 minute'
      from generate_series(1, 76) g`);
    const expected = async (statuses: number[], direction: 'asc' | 'desc') =>
      (
        await rawRows(
          t.db,
          sql`select id from ${protocols} where company_id = 1 and customer_name = 'Cliente Ordenadíssimo'
            and status in (${sql.raw(statuses.join(','))})
            order by last_activity_at ${sql.raw(direction)}, id desc`,
        )
      ).map((row) => Number(row.id));
    for (const [query, statuses] of [
      ['status=4', [4]],
      ['status=3', [3]],
      ['status=3,4', [3, 4]],
      ['', [3, 4]],
    ] as const)
      for (const direction of ['desc', 'asc'] as const) {
        const all = await expected([...statuses], direction);
        const pages = [];
        for (const page of [1, 2])
          pages.push(
            ...(
              await call<{ protocols: Protocol[] }>(
                t,
                supervisor,
                'GET',
                `/protocol?${query}&orderby=${direction}&page=${page}&search=ordenadissimo`,
              )
            ).body.protocols.map((item) => item.id),
          );
        expect(pages, `${query} ${direction}`).toEqual(all);
      }
    // By channel first: the matches read by id and sorted, as before.
    const byChannel = await call<{ protocols: Protocol[] }>(
      t,
      supervisor,
      'GET',
      '/protocol?status=4&orderbychannel=true&search=ordenadissimo',
    );
    expect(byChannel.body.protocols.map((item) => item.id)).toEqual((await expected([4], 'desc')).slice(0, 50));
  });

  it('the keys carry a protocol’s last activity while it is closed, and none while it is open', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11955550006', name: 'Fabiana Fechada' });
    const carried = async () =>
      (
        await rawRows(
          t.db,
          sql`select distinct k.closed_activity_at = p.last_activity_at as "same", k.closed_activity_at is null as "none"
            from ${protocolSearchKeys} k join ${protocols} p on p.id = k.protocol_id where k.protocol_id = ${protocol.id}`,
        )
      ).map((row) => (row.none ? 'none' : row.same ? 'last activity' : 'other'));
    expect(await carried()).toEqual(['none']);
    expect((await call(t, supervisor, 'PUT', `/protocol/closed/${protocol.id}`)).status).toBe(200);
    expect(await carried()).toEqual(['last activity']);
    await t.db.execute(
      sql`update ${protocols} set last_activity_at = last_activity_at + interval '1 hour' where id = ${protocol.id}`,
    );
    expect(await carried()).toEqual(['last activity']);
    await t.db.execute(sql`update ${protocols} set customer_name = 'Fabiana Renomeada' where id = ${protocol.id}`);
    expect(await carried()).toEqual(['last activity']);
    expect(await search('fabiana renom')).toEqual([protocol.id]);
    // Reopened by hand (the app never reopens a closed protocol): open again, its keys carry none.
    await t.db.execute(sql`update ${protocols} set status = 3 where id = ${protocol.id}`);
    expect(await carried()).toEqual(['none']);
  });

  it('finds a phone by any 4 or more of its digits, as typed, and forgets a changed phone', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11955550005', name: 'Telma Fone' });
    for (const text of ['5511955550005', '(11) 95555-0005', '9555', '0005', '1195'])
      expect(await search(text), text).toContain(protocol.id);
    for (const text of ['555', '95555-0006', '0005 9555']) expect(await search(text), text).not.toContain(protocol.id);
    await t.db.execute(sql`update ${protocols} set phone = '5521944440005' where id = ${protocol.id}`);
    expect(await search('95555')).not.toContain(protocol.id);
    expect(await search('21 94444')).toContain(protocol.id);
    // A customer's earlier protocols are found by the phone's digits too.
    const history = await call<Protocol[]>(t, supervisor, 'GET', '/protocol/history?search=94444-0005');
    expect(history.body.map((item) => item.id)).toEqual([protocol.id]);
  });

  it('the keys the database keeps are those of every protocol', async () => {
    const [copied] = await rawRows(t.db, sql`select count(*)::int as "count" from ${protocolSearchKeys}`);
    const differingKeys = await rawRows(
      t.db,
      sql`(select company_id, k as key, id, case when status = 4 then last_activity_at end from ${protocols},
          lateral protocol_keys(' ' || search_normal(customer_name) || ' | ' || coalesce(search_normal(subject), ''), phone) k
        except select company_id, key, protocol_id, closed_activity_at from ${protocolSearchKeys})
        union all
        (select company_id, key, protocol_id, closed_activity_at from ${protocolSearchKeys}
        except select company_id, k, id, case when status = 4 then last_activity_at end
          from ${protocols}, lateral protocol_keys(search_text, phone) k)`,
    );
    expect(copied?.count).toBeGreaterThan(1);
    expect(differingKeys).toEqual([]);
    // A phone's keys: '#' and its digits from each digit on, while 4 or more are left.
    const phoneKeys = await rawRows(t.db, sql`select k from search_phone_keys('+55 (11) 98765-4321') k`);
    expect(phoneKeys.map((row) => row.k)).toEqual(
      Array.from({ length: 10 }, (_, start) => `#${'5511987654321'.slice(start)}`),
    );
  });

  it('the database folds texts as the domain package does', async () => {
    const ascii = Array.from({ length: 127 }, (_, code) => String.fromCharCode(code + 1)).join('');
    const samples = [
      ascii,
      searchFoldedLetters,
      '  João  da Silva-Souza (Pedido #123)\tÉDER ',
      'Łukasz Øster 日本',
      '',
    ];
    for (const sample of samples) {
      const [row] = await rawRows(t.db, sql`select search_normal(${sample}) as "folded"`);
      expect(row?.folded, JSON.stringify(sample)).toBe(searchNormal(sample));
    }
  });
});
