import type { Message, Protocol } from '@contact/domain/protocols';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';
import { record, settle, socketFactory } from '../helpers/sockets';

let t: TestApp;
let sockets: Awaited<ReturnType<typeof socketFactory>>;
let supervisor: string;
let operator1: string;
let operator2: string;

beforeAll(async () => {
  t = await createTestApp();
  sockets = await socketFactory(t);
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator1 = (await t.login('operador1@demo.com.br')).token;
  operator2 = (await t.login('operador2@demo.com.br')).token;
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

describe('protocol events reach exactly the rooms that may see them', () => {
  it('a supervisor following a list gets every committed change with its sequence', async () => {
    const socket = await sockets.open(supervisor);
    expect(await sockets.join(socket, 'list:status:1')).toBe(true);
    const updates = record<Protocol>(socket, 'protocol:update');
    const { protocol } = await customerWrites(t, supervisor, { phone: '11944440001' });
    await settle();
    expect(updates.map((item) => item.id)).toContain(protocol.id);
    expect(updates.at(-1)?.seq).toBe(protocol.seq);
  });

  it('a protocol leaving a list is still announced to that list, so it can be removed', async () => {
    const socket = await sockets.open(supervisor);
    await sockets.join(socket, 'list:status:1');
    const { protocol } = await customerWrites(t, supervisor, { phone: '11944440002' });
    await settle();
    const updates = record<Protocol>(socket, 'protocol:update');
    await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    await settle();
    expect(updates.find((item) => item.id === protocol.id)?.status).toBe(3);
  });

  it('operators may not follow lists, nor join another operator’s protocol room', async () => {
    const socket = await sockets.open(operator1);
    expect(await sockets.join(socket, 'list:all')).toBe(false);
    expect(await sockets.join(socket, 'list:status:1')).toBe(false);
    const { protocol } = await customerWrites(t, supervisor, { phone: '11944440003' });
    await call(t, operator2, 'POST', '/protocol/take', { protocol_id: protocol.id });
    expect(await sockets.join(socket, `protocol:${protocol.id}`)).toBe(false);
    expect(await sockets.join(socket, 'protocol:abc')).toBe(false);
  });

  it('an operator hears only about their own protocols, and when one is transferred away', async () => {
    const mine = await sockets.open(operator1);
    const theirs = await sockets.open(operator2);
    const myUpdates = record<Protocol>(mine, 'protocol:update');
    const myRemovals = record<{ id: number }>(mine, 'protocol:remove');
    const theirUpdates = record<Protocol>(theirs, 'protocol:update');
    const { protocol } = await customerWrites(t, supervisor, { phone: '11944440004' });
    await settle();
    expect(myUpdates.find((item) => item.id === protocol.id)).toBeUndefined();

    await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    await settle();
    expect(myUpdates.filter((item) => item.id === protocol.id).map((item) => item.status)).toEqual([3]);
    expect(theirUpdates.find((item) => item.id === protocol.id)).toBeUndefined();

    await call(t, supervisor, 'PUT', '/protocol/transfer', {
      protocol_id: protocol.id,
      new_department_id: 3,
      note: '',
    });
    await settle();
    expect(myRemovals.map((item) => item.id)).toContain(protocol.id);
    expect(myUpdates.filter((item) => item.id === protocol.id)).toHaveLength(1);
  });

  it('messages go to the protocol room; the old owner leaves it on transfer', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11944440005' });
    await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    const agent = await sockets.open(operator1);
    const watcher = await sockets.open(supervisor);
    expect(await sockets.join(agent, `protocol:${protocol.id}`)).toBe(true);
    expect(await sockets.join(watcher, `protocol:${protocol.id}`)).toBe(true);
    const agentMessages = record<Message>(agent, 'message:new');
    const watcherMessages = record<Message>(watcher, 'message:new');
    await customerWrites(t, supervisor, { phone: '11944440005', text: 'Tem alguém aí?' });
    await settle();
    expect(agentMessages.map((message) => message.text)).toEqual(['Tem alguém aí?']);

    await call(t, supervisor, 'PUT', '/protocol/transfer', {
      protocol_id: protocol.id,
      new_department_id: 3,
      note: '',
    });
    await settle();
    await customerWrites(t, supervisor, { phone: '11944440005', text: 'Olá?' });
    await settle();
    expect(agentMessages.map((message) => message.text)).toEqual(['Tem alguém aí?']);
    expect(watcherMessages.map((message) => message.text)).toEqual(['Tem alguém aí?', 'Olá?']);
  });

  it('a customer message reaches the open conversation before the protocol change it brings', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11944440015' });
    const watcher = await sockets.open(supervisor);
    expect(await sockets.join(watcher, `protocol:${protocol.id}`)).toBe(true);
    // A socket sends one frame and holds the next until that write is done: the message goes first.
    const order: string[] = [];
    watcher.on('message:new', (message: Message) => order.push(`message ${message.text}`));
    watcher.on('protocol:update', (changed: Protocol) => order.push(`protocol ${changed.unread_count}`));
    await customerWrites(t, supervisor, { phone: '11944440015', text: 'Segunda mensagem' });
    await settle();
    expect(order).toEqual(['message Segunda mensagem', 'protocol 2']);
  });

  it("count rooms hear that counts changed; an operator for their own protocols and their departments' queue", async () => {
    const supervisorSocket = await sockets.open(supervisor);
    const operatorSocket = await sockets.open(operator2);
    await sockets.join(supervisorSocket, 'count');
    await sockets.join(operatorSocket, 'count');
    const supervisorCounts = record<{ seq: number }>(supervisorSocket, 'count:update');
    const operatorCounts = record<{ seq: number }>(operatorSocket, 'count:update');
    // Suporte Técnico (3) is not one of operador2's departments: nothing for them.
    const elsewhere = await customerWrites(t, supervisor, { phone: '11944440016', department: 3 });
    await settle();
    expect(supervisorCounts.length).toBeGreaterThan(0);
    expect(operatorCounts).toHaveLength(0);
    // Atendimento (1) is: its queue grew.
    const { protocol } = await customerWrites(t, supervisor, { phone: '11944440006', department: 1 });
    await settle();
    expect(operatorCounts).toHaveLength(1);
    await call(t, operator2, 'POST', '/protocol/take', { protocol_id: protocol.id });
    await settle();
    expect(operatorCounts).toHaveLength(2);
    expect(elsewhere.protocol.department_id).toBe(3);
  });

  it("an operator's queue count is what waits in their departments, though they cannot list it", async () => {
    type Counts = { humano: { fila: number; atendimento: number } };
    const before = await call<Counts>(t, operator1, 'GET', '/protocol/count');
    await customerWrites(t, supervisor, { phone: '11944440017', department: 1 });
    await customerWrites(t, supervisor, { phone: '11944440018', department: 2 });
    const after = await call<Counts>(t, operator1, 'GET', '/protocol/count');
    // operador1 serves only Atendimento (1).
    expect(after.body.humano.fila).toBe(before.body.humano.fila + 1);
    const ownDepartment = await call<Counts>(t, operator1, 'GET', '/protocol/count?department_id=1');
    expect(ownDepartment.body.humano.fila).toBe(after.body.humano.fila);
    const otherDepartment = await call<Counts>(t, operator1, 'GET', '/protocol/count?department_id=2');
    expect(otherDepartment.body.humano.fila).toBe(0);
    const list = await call<{ protocols: Protocol[] }>(t, operator1, 'GET', '/protocol?status=1');
    expect(list.body.protocols.filter((protocol) => protocol.user_id === null)).toEqual([]);
  });

  it('another company hears nothing', async () => {
    const other = await sockets.open((await t.login('admin@outra.com.br')).token);
    await sockets.join(other, 'list:all');
    await sockets.join(other, 'count');
    const updates = record<Protocol>(other, 'protocol:update');
    const counts = record<unknown>(other, 'count:update');
    await customerWrites(t, supervisor, { phone: '11944440007' });
    await settle();
    expect(updates).toEqual([]);
    expect(counts).toEqual([]);
  });
});
