import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, messages, protocolEvents, protocols } from '../../src/db/schema';
import type { DomainEvent } from '../../src/platform/events';
import { createTestApp, type TestApp } from '../helpers/app';
import { startGraphServer, type GraphServer } from '../helpers/graph-server';
import { configureWhatsapp, customerMessage, postWebhook, whatsappNumber } from '../helpers/whatsapp';

/**
 * The inbound queue stores the webhook calls that are due together. The background workers
 * are stopped, so each `runDue` below is one pass that claims every call posted before it.
 */
let t: TestApp;
let graph: GraphServer;
let configurationId: number;
const events: DomainEvent[] = [];

beforeAll(async () => {
  graph = await startGraphServer({ accessToken: whatsappNumber.accessToken });
  t = await createTestApp({ WHATSAPP_GRAPH_URL: graph.url });
  const admin = (await t.login('admin@demo.com.br')).token;
  configurationId = await configureWhatsapp(t, admin);
  await t.app.jobs.stop();
  t.app.events.subscribe((event) => events.push(event));
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

let sequence = 0;
const nextId = () => `wamid.batch-${(sequence += 1)}`;

async function post(from: string, name: string, id: string, text: string) {
  const response = await postWebhook(
    t,
    configurationId,
    customerMessage(from, name, { id, type: 'text', text: { body: text } }),
  );
  expect(response.statusCode).toBe(200);
}

const storedOf = (ids: string[]) =>
  t.db.select().from(messages).where(inArray(messages.externalId, ids)).orderBy(asc(messages.id));

const pendingInbound = () =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, 'channel-inbound')))
    .then((rows) => rows.filter((row) => row.doneAt === null && row.failedAt === null));

describe('the inbound queue stores due webhook calls together', () => {
  it('a call replayed in the same batch, or stored before, makes no second message', async () => {
    const earlier = nextId();
    await post('5511970001001', 'Ana', earlier, 'Primeira');
    expect(await t.app.jobs.runDue('channel-inbound')).toBe(1);

    const fresh = nextId();
    const other = nextId();
    await post('5511970001001', 'Ana', earlier, 'Primeira');
    await post('5511970001002', 'Bruno', fresh, 'Olá');
    await post('5511970001002', 'Bruno', fresh, 'Olá');
    await post('5511970001003', 'Caio', other, 'Bom dia');
    expect(await t.app.jobs.runDue('channel-inbound')).toBe(4);

    const stored = await storedOf([earlier, fresh, other]);
    expect(stored.map((row) => row.externalId)).toEqual([earlier, fresh, other]);
    expect(await pendingInbound()).toEqual([]);
  });

  it('two messages of one new customer open one protocol and are stored in their order', async () => {
    events.length = 0;
    const first = nextId();
    const second = nextId();
    const another = nextId();
    await post('5511970002001', 'Dora', first, 'Oi');
    await post('5511970002002', 'Enzo', another, 'Boa tarde');
    await post('5511970002001', 'Dora', second, 'Tudo bem?');
    expect(await t.app.jobs.runDue('channel-inbound')).toBe(3);

    const stored = await storedOf([first, second]);
    expect(stored.map((row) => row.text)).toEqual(['Oi', 'Tudo bem?']);
    expect(stored[0]?.protocolId).toBe(stored[1]?.protocolId);
    const [protocol] = await t.db
      .select()
      .from(protocols)
      .where(eq(protocols.id, stored[0]?.protocolId ?? 0));
    expect(protocol).toMatchObject({ lastMessageText: 'Tudo bem?', unreadCount: 2, customerName: 'Dora' });
    const [enzo] = await storedOf([another]);
    const opened = await t.db
      .select()
      .from(protocols)
      .where(inArray(protocols.id, [protocol?.id ?? 0, enzo?.protocolId ?? 0]));
    expect(new Set(opened.map((row) => row.number)).size).toBe(2);
    expect(new Set(opened.map((row) => row.contactId)).size).toBe(2);
    const history = await t.db
      .select()
      .from(protocolEvents)
      .where(inArray(protocolEvents.protocolId, [protocol?.id ?? 0, enzo?.protocolId ?? 0]));
    expect(history.filter((entry) => entry.type === 'created')).toHaveLength(2);
    // The customer's messages; an automatic answer of the office hours may follow them.
    const created = events.filter(
      (event) =>
        event.type === 'message.created' && event.message.author === 'customer' && event.protocol.id === protocol?.id,
    );
    expect(created.map((event) => event.type === 'message.created' && event.message.text)).toEqual(['Oi', 'Tudo bem?']);
    // The protocol enters the lists once (no earlier place), as both messages left it.
    const changed = events.filter((event) => event.type === 'protocol.changed' && event.protocol.id === protocol?.id);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ previous: null, protocol: { unread_count: 2, last_message: 'Tudo bem?' } });
    expect(changed[0]?.protocol.seq).toBe(protocol?.seq);
  });

  it('a text the database could not keep (a NUL character) is stored without it', async () => {
    const id = nextId();
    await post('5511970004001', 'He\u0000lena', id, 'Nulo \u0000 aqui');
    expect(await t.app.jobs.runDue('channel-inbound')).toBe(1);
    const [stored] = await storedOf([id]);
    expect(stored?.text).toBe('Nulo  aqui');
    expect(await pendingInbound()).toHaveLength(0);
  });

  it('a call that fails is retried alone: the others of its batch are stored', async () => {
    const before = nextId();
    const poisoned = nextId();
    const after = nextId();
    await post('5511970003001', 'Eva', before, 'Antes');
    // Meta fails to give this customer's photo every time: reading this call fails, to be retried.
    graph.breakMedia('media-broken-1');
    const photo = { id: poisoned, type: 'image', image: { id: 'media-broken-1', mime_type: 'image/jpeg' } };
    const response = await postWebhook(t, configurationId, customerMessage('5511970003002', 'Fábio', photo));
    expect(response.statusCode).toBe(200);
    await post('5511970003003', 'Gil', after, 'Depois');
    expect(await t.app.jobs.runDue('channel-inbound')).toBe(3);

    expect((await storedOf([before, poisoned, after])).map((row) => row.externalId)).toEqual([before, after]);
    const [failing] = await pendingInbound();
    expect(failing?.lastError).toBeTruthy();
    expect(failing?.attempts).toBe(1);
    expect(new Date(failing?.runAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    expect(await pendingInbound()).toHaveLength(1);
  });
});
