import type { HistoryEntry, Note, Protocol } from '@contact/domain/protocols';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

let t: TestApp;
let supervisor: string;
let operator1: string;
let operator2: string;
let operator1Id: number;
let operator2Id: number;

beforeAll(async () => {
  t = await createTestApp();
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  const one = await t.login('operador1@demo.com.br');
  const two = await t.login('operador2@demo.com.br');
  operator1 = one.token;
  operator1Id = one.user.id;
  operator2 = two.token;
  operator2Id = two.user.id;
});
afterAll(() => t.close());

describe('the life of a human protocol', () => {
  it('a customer message opens a waiting protocol in the department queue; the next one joins it', async () => {
    const first = await customerWrites(t, supervisor, { phone: '11900000001', text: 'Oi' });
    expect(first.protocol).toMatchObject({
      status: 1,
      support: 2,
      user_id: null,
      department_id: 1,
      id_channel: 2,
      unread_count: 1,
    });
    expect(first.protocol.number).toMatch(/^\d{14}$/);
    expect(first.message).toMatchObject({ direction: 'in', author: 'customer', text: 'Oi', status: 'received' });
    const second = await customerWrites(t, supervisor, { phone: '11900000001', text: 'Alguém?' });
    expect(second.protocol.id).toBe(first.protocol.id);
    expect(second.protocol).toMatchObject({ unread_count: 2, last_message: 'Alguém?', last_message_direction: 'in' });
  });

  it('is taken by an agent, then alternates between awaiting customer (2) and awaiting operator (3)', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11900000002' });
    const taken = await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ user_id: operator1Id, user_name: 'Otávio Operador', status: 3 });

    const reply = await call(t, operator1, 'POST', '/message', {
      protocol_id: protocol.id,
      text: 'Bom dia! Como posso ajudar?',
    });
    expect(reply.status).toBe(200);
    const afterReply = await call(t, operator1, 'GET', `/protocol/${protocol.id}`);
    expect(afterReply.body).toMatchObject({ status: 2, last_message_direction: 'out', unread_count: 0 });

    const back = await customerWrites(t, supervisor, { phone: '11900000002', text: 'Quero a segunda via' });
    expect(back.protocol).toMatchObject({ id: protocol.id, status: 3, unread_count: 1 });
  });

  it('taking from the queue gives the longest-waiting protocol of the agent’s departments', async () => {
    const waiting = await call<{ protocols: Protocol[] }>(t, supervisor, 'GET', '/protocol?status=1');
    await call(t, supervisor, 'PUT', '/protocol/closedall', { ids: waiting.body.protocols.map((item) => item.id) });
    const suporte = await customerWrites(t, supervisor, { department: 3, phone: '11900000005' });
    const older = await customerWrites(t, supervisor, { department: 2, phone: '11900000003' });
    const newer = await customerWrites(t, supervisor, { department: 1, phone: '11900000004' });
    const first = await call(t, operator2, 'POST', '/protocol/take', {});
    expect(first.body.id).toBe(older.protocol.id);
    const second = await call(t, operator2, 'POST', '/protocol/take', {});
    expect(second.body.id).toBe(newer.protocol.id);
    const empty = await call<{ error: { message: string } }>(t, operator2, 'POST', '/protocol/take', {});
    expect(empty.status).toBe(404);
    expect(empty.body.error.message).toBe('Não há protocolos aguardando nos seus departamentos.');
    expect((await call(t, supervisor, 'GET', `/protocol/${suporte.protocol.id}`)).body.status).toBe(1);
  });

  it('an agent cannot take a protocol that another agent holds', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11900000006' });
    await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    const second = await call<{ error: { code: string; message: string } }>(t, operator2, 'POST', '/protocol/take', {
      protocol_id: protocol.id,
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('Este protocolo está com outro agente.');
  });

  it('a supervisor assigns a waiting protocol to an agent of its department', async () => {
    const { protocol } = await customerWrites(t, supervisor, { department: 2, phone: '11900000007' });
    const wrong = await call<{ error: { fields: Record<string, string> } }>(t, supervisor, 'PUT', '/protocol/assign', {
      protocol_id: protocol.id,
      user_id: operator1Id,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.user_id).toBe('O usuário escolhido não faz parte do departamento.');
    const assigned = await call(t, supervisor, 'PUT', '/protocol/assign', {
      protocol_id: protocol.id,
      user_id: operator2Id,
    });
    expect(assigned.body).toMatchObject({ user_id: operator2Id, status: 3 });
    const refused = await call(t, operator1, 'PUT', '/protocol/assign', {
      protocol_id: protocol.id,
      user_id: operator1Id,
    });
    expect(refused.status).toBe(403);
  });

  it('transfers to a department (back to its queue) or to a user, writing the note', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11900000008' });
    await call(t, operator2, 'POST', '/protocol/take', { protocol_id: protocol.id });
    const toQueue = await call(t, operator2, 'PUT', '/protocol/transfer', {
      protocol_id: protocol.id,
      note: 'Cliente quer falar do boleto',
      new_department_id: 2,
    });
    expect(toQueue.status).toBe(200);
    expect(toQueue.body).toMatchObject({ department_id: 2, user_id: null, status: 1 });
    const notes = await call<Note[]>(t, supervisor, 'GET', `/note/${protocol.id}`);
    expect(notes.body.map((note) => note.text)).toContain('Cliente quer falar do boleto');

    const toUser = await call(t, supervisor, 'PUT', '/protocol/transfer', {
      protocol_id: protocol.id,
      new_user_id: operator2Id,
    });
    expect(toUser.body).toMatchObject({ department_id: 2, user_id: operator2Id, status: 3 });
  });

  it('an agent without the flag may transfer only to departments they belong to', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11900000009' });
    await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    const refused = await call<{ error: { message: string } }>(t, operator1, 'PUT', '/protocol/transfer', {
      protocol_id: protocol.id,
      new_department_id: 3,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Você só pode transferir para departamentos dos quais faz parte.');
    const noTarget = await call<{ error: { fields: Record<string, string> } }>(
      t,
      operator1,
      'PUT',
      '/protocol/transfer',
      {
        protocol_id: protocol.id,
        note: 'x',
      },
    );
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.error.fields.new_department_id).toBe('Escolha um departamento ou um usuário para transferir.');
  });

  it('pause toggles, and AI assist hands the protocol to the bot and back', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11900000010' });
    await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    expect((await call(t, operator1, 'PUT', `/protocol/pause/${protocol.id}`, {})).body.pause).toBe(true);
    expect((await call(t, operator1, 'PUT', `/protocol/pause/${protocol.id}`, {})).body.pause).toBe(false);
    expect((await call(t, operator1, 'PUT', `/protocol/pause/${protocol.id}`, { pause: false })).body.pause).toBe(
      false,
    );

    const withAi = await call(t, operator1, 'PUT', '/protocol/disableia', { id: protocol.id });
    expect(withAi.body).toMatchObject({ protocol_ia_enabled: true, support: 1, user_id: null });
    const back = await call(t, supervisor, 'PUT', '/protocol/disableia', { id: protocol.id });
    expect(back.body).toMatchObject({ protocol_ia_enabled: false, support: 2, status: 1 });
  });

  it('the workflow status writes the spec notes', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11900000011' });
    for (const status of [1, 2, 3]) {
      const response = await call(t, supervisor, 'PUT', '/protocol/workflow_status', {
        id: protocol.id,
        workflow_status: status,
      });
      expect(response.body.protocol_workflow_status).toBe(status);
    }
    const notes = await call<Note[]>(t, supervisor, 'GET', `/note/${protocol.id}`);
    expect(notes.body.map((note) => note.text)).toEqual([
      'Status: Pendente',
      'Status: Em análise',
      'Status: Executando',
    ]);
    const invalid = await call<{ error: { fields: Record<string, string> } }>(
      t,
      supervisor,
      'PUT',
      '/protocol/workflow_status',
      {
        id: protocol.id,
        workflow_status: 4,
      },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toHaveProperty('workflow_status');
  });

  it('closing is final: a closed protocol takes no more changes (409, translated)', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11900000012' });
    const closed = await call(t, supervisor, 'PUT', `/protocol/closed/${protocol.id}`);
    expect(closed.body).toMatchObject({ status: 4 });
    expect(closed.body.closed_at).not.toBeNull();
    const again = await call<{ error: { code: string; message: string } }>(
      t,
      supervisor,
      'PUT',
      `/protocol/closed/${protocol.id}`,
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'conflict', message: 'Este protocolo já está finalizado.' });
    const send = await call<{ error: { message: string } }>(t, supervisor, 'POST', '/message', {
      protocol_id: protocol.id,
      text: 'oi',
    });
    expect(send.status).toBe(409);
    expect(send.body.error.message).toBe('Este protocolo já está finalizado.');
    const next = await customerWrites(t, supervisor, { phone: '11900000012', text: 'Voltei' });
    expect(next.protocol.id).not.toBe(protocol.id);
  });

  it('closes several at once for a supervisor, not for an agent', async () => {
    const a = await customerWrites(t, supervisor, { phone: '11900000013' });
    const b = await customerWrites(t, supervisor, { phone: '11900000014' });
    const response = await call<{ closed: number[] }>(t, supervisor, 'PUT', '/protocol/closedall', {
      ids: [a.protocol.id, b.protocol.id, 999999],
    });
    expect(response.body.closed).toEqual([a.protocol.id, b.protocol.id]);
    expect((await call(t, operator1, 'PUT', '/protocol/closedall', { ids: [a.protocol.id] })).status).toBe(403);
  });

  it('keeps the history of every event', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11900000015' });
    await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
    await call(t, operator1, 'PUT', `/protocol/pause/${protocol.id}`, {});
    await call(t, operator1, 'PUT', '/protocol/transfer', { protocol_id: protocol.id, new_department_id: 1, note: '' });
    await call(t, supervisor, 'PUT', `/protocol/closed/${protocol.id}`);
    const history = await call<HistoryEntry[]>(t, supervisor, 'GET', `/protocol/history/${protocol.id}`);
    expect(history.body.map((entry) => entry.type)).toEqual(['created', 'taken', 'paused', 'transferred', 'closed']);
    expect(history.body[1]).toMatchObject({ user_name: 'Otávio Operador' });
  });

  it('the first customer can be corrected; a bad CPF is refused', async () => {
    const { protocol } = await customerWrites(t, supervisor, { phone: '11900000016', name: 'Jose' });
    const fixed = await call(t, supervisor, 'PUT', '/protocol/customer', {
      protocol_id: protocol.id,
      name: 'José da Silva',
      tax_id: '529.982.247-25',
    });
    expect(fixed.body).toMatchObject({ name: 'José da Silva', tax_id: '52998224725' });
    const detail = await call(t, supervisor, 'GET', `/protocol/${protocol.id}`);
    expect(detail.body.customer_name).toBe('José da Silva');
    const bad = await call<{ error: { fields: Record<string, string> } }>(t, supervisor, 'PUT', '/protocol/customer', {
      protocol_id: protocol.id,
      tax_id: '111.111.111-11',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.tax_id).toBe('Informe um CPF ou CNPJ válido.');
  });

  it('refuses bad input with named fields, never a 500', async () => {
    const response = await call<{ error: { fields: Record<string, string> } }>(
      t,
      supervisor,
      'POST',
      '/message/inbound',
      {
        id_channel: 99,
        department_id: 'x',
        customer: { name: '' },
        text: '',
      },
    );
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.error.fields).sort()).toEqual([
      'customer.name',
      'department_id',
      'id_channel',
      'text',
    ]);
    const unknownDepartment = await call(t, supervisor, 'POST', '/message/inbound', {
      id_channel: 2,
      department_id: 999,
      customer: { name: 'A', phone: '11911112222' },
      text: 'x',
    });
    expect(unknownDepartment.status).toBe(404);
  });
});
