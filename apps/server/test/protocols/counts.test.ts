import { foldQueueCounts, type Protocol } from '@contact/domain/protocols';
import { resolveDateRange } from '@contact/domain/validation';
import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { protocolMonthlyCounts as totals, protocols } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

// Spec §7: GET /protocol/count, count_department, count_support, count_channel and count_status,
// with an empty date bound meaning the last 5 years up to today. Whole months of a supervisor's
// range are read from the monthly totals; every answer here is checked against the protocols
// themselves, counted one by one.

const zone = 'America/Sao_Paulo';
const dayIn = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
/** São Paulo has kept UTC-3 all year since 2019. */
const atSaoPaulo = (day: string, time: string) => new Date(`${day}T${time}-03:00`);

function monthStart(monthsAgo: number): string {
  const [year, month] = dayIn.format(new Date()).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - monthsAgo, 1)).toISOString().slice(0, 10);
}
function monthEnd(monthsAgo: number): string {
  const next = new Date(`${monthStart(monthsAgo - 1)}T00:00:00Z`);
  next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}
const dayOf = (monthsAgo: number, day: number) => `${monthStart(monthsAgo).slice(0, 8)}${String(day).padStart(2, '0')}`;

let t: TestApp;
let supervisor: string;
let operator: string;
let operatorId: number;
const created: Protocol[] = [];

type Count = { id: number; count: number };
type Row = { id: number; createdAt: Date; departmentId: number; channelId: number; support: number; status: number };

/** The company's protocols created within a count's date range, read one by one. */
async function protocolsWithin(date: string | null): Promise<Row[]> {
  const [from = '', to = ''] = (date ?? ',').split(',');
  const range = resolveDateRange({ from: from || null, to: to || null }, new Date());
  const rows: Row[] = await t.db
    .select({
      id: protocols.id,
      createdAt: protocols.createdAt,
      departmentId: protocols.departmentId,
      channelId: protocols.channelId,
      support: protocols.support,
      status: protocols.status,
    })
    .from(protocols)
    .where(eq(protocols.companyId, 1));
  return rows.filter((row) => {
    const day = dayIn.format(row.createdAt);
    return day >= range.from && day <= range.to;
  });
}

/** Those protocols counted by one key, as the count endpoints should count them. */
async function countedByHand(date: string | null, key: 'departmentId' | 'channelId' | 'support' | 'status') {
  const counts = new Map<number, number>();
  for (const row of await protocolsWithin(date)) counts.set(row[key], (counts.get(row[key]) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([id, count]) => ({ id, count }));
}

async function queueCountsByHand(date: string | null) {
  const counts = new Map<string, { support: number; status: number; count: number }>();
  for (const { support, status } of await protocolsWithin(date)) {
    const group = counts.get(`${support}:${status}`) ?? { support, status, count: 0 };
    group.count += 1;
    counts.set(`${support}:${status}`, group);
  }
  return foldQueueCounts([...counts.values()]);
}

const ranges = () => [
  null,
  ',',
  `${monthStart(3)},${monthEnd(1)}`,
  `${dayOf(14, 15)},${dayOf(1, 10)}`,
  `${dayOf(3, 1)},${dayOf(3, 20)}`,
  `${monthStart(0)},`,
  `${monthStart(1)},2099-12-31`,
  `${dayOf(3, 2)},${monthEnd(3)}`,
  `,${monthEnd(14)}`,
];

async function expectCountsAsByHand() {
  for (const date of ranges()) {
    const suffix = date === null ? '' : `?date=${date}`;
    for (const [path, key] of [
      ['count_department', 'departmentId'],
      ['count_channel', 'channelId'],
      ['count_support', 'support'],
      ['count_status', 'status'],
    ] as const) {
      const answer = await call<Count[]>(t, supervisor, 'GET', `/protocol/${path}${suffix}`);
      expect({ date, path, counts: answer.body }).toEqual({ date, path, counts: await countedByHand(date, key) });
    }
    const queues = await call(t, supervisor, 'GET', `/protocol/count${suffix}`);
    expect({ date, queues: queues.body }).toEqual({ date, queues: await queueCountsByHand(date) });
  }
}

/** The monthly totals against the protocols grouped again from scratch. */
async function expectTotalsAsProtocols() {
  const fresh = await t.db
    .select({
      key: sql<string>`concat_ws(':', ${protocols.companyId},
        date_trunc('month', ${protocols.createdAt} at time zone ${zone})::date, ${protocols.departmentId},
        ${protocols.channelId}, ${protocols.support}, ${protocols.status})`,
      count: sql<number>`count(*)::int`,
    })
    .from(protocols)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  const kept = await t.db
    .select({
      key: sql<string>`concat_ws(':', ${totals.companyId}, ${totals.month}, ${totals.departmentId}, ${totals.channelId},
        ${totals.support}, ${totals.status})`,
      count: totals.count,
    })
    .from(totals)
    .where(ne(totals.count, 0))
    .orderBy(sql`1`);
  expect(kept).toEqual(fresh);
}

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  const signedIn = await t.login('operador1@demo.com.br');
  operator = signedIn.token;
  operatorId = signedIn.user.id;
  for (let index = 0; index < 16; index += 1) {
    const { protocol } = await customerWrites(t, supervisor, {
      department: index % 4 === 0 ? 2 : 1,
      channel: index % 3 === 0 ? 4 : 2,
      phone: `1196${String(index).padStart(7, '0')}`,
    });
    created.push(protocol);
  }
  // Spread over months, with the edges of days and months in the company's time zone.
  const moves: [number, Date][] = [
    [0, atSaoPaulo(dayOf(1, 15), '12:00:00')],
    [1, atSaoPaulo(dayOf(3, 1), '00:30:00')],
    [2, atSaoPaulo(monthEnd(3), '23:30:00')],
    [3, atSaoPaulo(dayOf(3, 20), '23:59:59')],
    [4, atSaoPaulo(dayOf(14, 15), '00:00:00')],
    [5, atSaoPaulo(dayOf(14, 14), '23:59:59')],
    [6, atSaoPaulo(monthEnd(14), '10:00:00')],
    [7, atSaoPaulo(dayOf(2, 10), '08:00:00')],
    [8, atSaoPaulo(dayOf(72, 10), '08:00:00')],
    [9, atSaoPaulo(dayOf(1, 10), '23:59:59')],
    [10, atSaoPaulo(dayOf(1, 11), '00:00:00')],
  ];
  for (const [index, createdAt] of moves)
    await t.db.update(protocols).set({ createdAt }).where(eq(protocols.id, created[index]!.id));
});
afterAll(() => t.close());

describe('counts over years read the monthly totals, and agree with the protocols', () => {
  it('the monthly totals follow every protocol written, moved or changed', async () => {
    await expectTotalsAsProtocols();
  });

  it('each count endpoint, for ranges of whole months, of month edges and of a single month', async () => {
    await expectCountsAsByHand();
  });

  it('after protocols are taken, transferred and closed', async () => {
    await call(t, operator, 'POST', '/protocol/take', { protocol_id: created[1]!.id });
    await call(t, operator, 'POST', '/protocol/take', { protocol_id: created[5]!.id });
    const transferred = await call(t, supervisor, 'PUT', '/protocol/transfer', {
      protocol_id: created[4]!.id,
      new_department_id: 2,
    });
    expect(transferred.status).toBe(200);
    for (const index of [2, 6, 9]) {
      const closed = await call(t, supervisor, 'PUT', `/protocol/closed/${created[index]!.id}`);
      expect(closed.body).toMatchObject({ status: 4 });
    }
    await expectTotalsAsProtocols();
    await expectCountsAsByHand();
    const byStatus = await call<Count[]>(t, supervisor, 'GET', '/protocol/count_status?date=,');
    expect(byStatus.body.find((count) => count.id === 4)?.count).toBe(3);
  });

  it('counts by user, and an operator their own, still count the protocols themselves', async () => {
    const mine = await call<Count[]>(t, operator, 'GET', '/protocol/count_status?date=,');
    expect(mine.body).toEqual([{ id: 3, count: 2 }]);
    const byUser = await call<Count[]>(t, supervisor, 'GET', `/protocol/count_department?user=${operatorId}`);
    expect(byUser.body.reduce((total, count) => total + count.count, 0)).toBe(2);
  });

  it('a protocol deleted leaves the totals', async () => {
    await t.db.delete(protocols).where(eq(protocols.id, created[15]!.id));
    await expectTotalsAsProtocols();
    await expectCountsAsByHand();
  });
});
