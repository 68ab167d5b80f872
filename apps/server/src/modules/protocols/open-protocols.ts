import { supports } from '@contact/domain/protocols';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { contacts } from '../../db/schema';
import {
  companySequences,
  departments,
  protocolCustomers,
  protocolEvents,
  protocolNumbers,
  protocols,
} from '../../db/schema';
import { notFound } from '../../platform/errors';
import { protocolValues, type OpenProtocolInput } from './open-protocol';
import type { ProtocolSettings } from './protocol-settings';
import type { Executor, ProtocolRow } from './protocol.repo';

type Contact = typeof contacts.$inferSelect;

/** Answers each key's value once, however many items ask for it. */
async function onceEach<T>(keys: string[], read: (key: string) => Promise<T>) {
  const values = new Map<string, T>();
  for (const key of keys) if (!values.has(key)) values.set(key, await read(key));
  return values;
}

/** Takes `count` consecutive values of a counter row that grows by one per use: answers the first. */
const firstOf = (last: number | undefined, count: number) => (last ?? count) - count + 1;

/**
 * Opens several protocols of one company at once, as `openProtocol` opens one (department
 * checked, SLA clock, configuration, number, sequence, first customer, history), with one
 * statement per table instead of one per protocol. The contacts are already found or created.
 * Answers the rows in the order asked.
 */
export async function openProtocols(
  tx: Executor,
  settings: ProtocolSettings,
  companyId: number,
  items: { input: OpenProtocolInput; contact: Contact }[],
): Promise<ProtocolRow[]> {
  if (items.length === 0) return [];
  const departmentIds = [...new Set(items.map(({ input }) => input.departmentId))];
  const known = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), inArray(departments.id, departmentIds)));
  if (known.length !== departmentIds.length) throw notFound();
  const db = tx as Database;
  const slaKey = (input: OpenProtocolInput) => `${input.departmentId}:${input.channelId}`;
  const windows = await onceEach(
    items.filter(({ input }) => input.support === supports.human).map(({ input }) => slaKey(input)),
    (key) => {
      const [departmentId, channelId] = key.split(':').map(Number);
      return settings.slaWindowMs(db, companyId, departmentId ?? 0, channelId ?? 0);
    },
  );
  const configurationIds: (number | null)[] = [];
  for (const { input } of items)
    configurationIds.push(
      input.channelConfigId === undefined
        ? await settings.channelConfigFor(db, companyId, input.departmentId, input.channelId)
        : input.channelConfigId,
    );
  const sections = await onceEach(
    configurationIds.flatMap((id) => (id === null ? [] : [String(id)])),
    (id) => settings.configurationSection(db, companyId, Number(id)),
  );

  const now = new Date();
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const count = items.length;
  const [sequence] = await tx
    .insert(companySequences)
    .values({ companyId, value: count })
    .onConflictDoUpdate({
      target: companySequences.companyId,
      set: { value: sql`${companySequences.value} + ${count}` },
    })
    .returning({ value: companySequences.value });
  const [numbered] = await tx
    .insert(protocolNumbers)
    .values({ companyId, day, value: count })
    .onConflictDoUpdate({
      target: [protocolNumbers.companyId, protocolNumbers.day],
      set: { value: sql`${protocolNumbers.value} + ${count}` },
    })
    .returning({ value: protocolNumbers.value });
  const firstSeq = firstOf(sequence?.value, count);
  const firstNumber = firstOf(numbered?.value, count);

  const rows = await tx
    .insert(protocols)
    .values(
      items.map(({ input, contact }, index) => {
        const channelConfigId = configurationIds[index] ?? null;
        return protocolValues(input, contact, {
          now,
          window: input.support === supports.human ? (windows.get(slaKey(input)) ?? null) : null,
          channelConfigId,
          channelConfigSection: channelConfigId === null ? null : (sections.get(String(channelConfigId)) ?? null),
          number: `${day}${String(firstNumber + index).padStart(6, '0')}`,
          seq: firstSeq + index,
        });
      }),
    )
    .returning();
  const bySeq = new Map(rows.map((row) => [row.seq, row]));
  const opened = items.map((_, index) => bySeq.get(firstSeq + index));
  if (opened.some((row) => !row)) throw new Error('protocols not created');
  const created = opened as ProtocolRow[];
  await tx
    .insert(protocolCustomers)
    .values(
      created.map((row, index) => ({ protocolId: row.id, contactId: items[index]?.contact.id ?? 0, position: 0 })),
    );
  await tx.insert(protocolEvents).values(
    created.map((row, index) => ({
      companyId,
      protocolId: row.id,
      type: 'created',
      userId: items[index]?.input.actor.userId ?? null,
      userName: items[index]?.input.actor.userName ?? null,
      data: { origin: row.origin },
    })),
  );
  return created;
}
