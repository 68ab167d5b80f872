import type { Message, Protocol } from '@contact/domain/protocols';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { call, customerWrites } from '../helpers/protocols';

let t: TestApp;
let admin: string;
let supervisor: string;
let operator1: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  operator1 = (await t.login('operador1@demo.com.br')).token;
});
afterAll(() => t.close());

async function createSetting(path: string, payload: object): Promise<number> {
  const response = await call<{ id: number }>(t, admin, 'POST', `/settings/${path}`, payload);
  if (response.status !== 200) throw new Error(`settings ${path}: ${JSON.stringify(response.body)}`);
  return response.body.id;
}

async function takenProtocol(phone: string, department = 1, channel = 2): Promise<Protocol> {
  const { protocol } = await customerWrites(t, supervisor, { phone, department, channel });
  const taken = await call(t, operator1, 'POST', '/protocol/take', { protocol_id: protocol.id });
  return department === 1 ? taken.body : protocol;
}

type Result = { message: string; protocol: Protocol };
type Failure = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('what the configuration drives in the protocol core', () => {
  it('a message with a blocked word is refused with "offensive word detected" and not stored', async () => {
    const protocol = await takenProtocol('11955550001');
    const refused = await call<Failure>(t, operator1, 'POST', '/message', {
      protocol_id: protocol.id,
      text: 'Seu IDIOTA',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.text).toBe('Palavra ofensiva detectada: a mensagem não foi enviada.');
    const page = await call<{ messages: Message[] }>(t, operator1, 'GET', `/message/${protocol.id}`);
    expect(page.body.messages.some((message) => message.direction === 'out')).toBe(false);
    // The words are kept a few seconds for the message check: a word added or switched off counts at once.
    const word = await createSetting('blockedword', { word: 'bobalhão' });
    const added = await call<Failure>(t, operator1, 'POST', '/message', {
      protocol_id: protocol.id,
      text: 'que bobalhao',
    });
    expect(added.status).toBe(400);
    const off = await call(t, admin, 'PUT', `/settings/blockedword/${word}/active`, { active: false });
    expect(off.status).toBe(200);
    const allowed = await call<Message>(t, operator1, 'POST', '/message', {
      protocol_id: protocol.id,
      text: 'que bobalhao',
    });
    expect(allowed.status).toBe(200);
    await call(t, admin, 'PUT', `/settings/blockedword/${word}/active`, { active: true });
    const again = await call<Failure>(t, operator1, 'POST', '/message', {
      protocol_id: protocol.id,
      text: 'bobalhão de novo',
    });
    expect(again.status).toBe(400);
  });

  it('finalizing with a tabulation of the department closes it: "Protocolo finalizado com sucesso!"', async () => {
    const tab = await createSetting('tabulation', {
      description: 'Dúvida resolvida (teste)',
      category: 'protocol',
      departments: [1],
    });
    const protocol = await takenProtocol('11955550002');
    const done = await call<Result>(t, operator1, 'PUT', '/protocol/tab', {
      protocolo: protocol.id,
      tab,
      ocorrencia: 'Explicado o boleto',
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Protocolo finalizado com sucesso!');
    expect(done.body.protocol).toMatchObject({ status: 4, tabulation_id: tab, tab_status: 2 });
    const history = await call<{ type: string; data: Record<string, unknown> }[]>(
      t,
      supervisor,
      'GET',
      `/protocol/history/${protocol.id}`,
    );
    expect(history.body.find((entry) => entry.type === 'tabulated')?.data).toMatchObject({
      occurrence: 'Explicado o boleto',
    });
  });

  it('tabulating without finalizing keeps the protocol open: "Tabulação realizada com sucesso!"', async () => {
    const tab = await createSetting('tabulation', {
      description: 'Pedido de segunda via (teste)',
      category: 'protocol',
    });
    const protocol = await takenProtocol('11955550003');
    const done = await call<Result>(t, operator1, 'POST', '/protocol/tab', { protocolo: protocol.id, tab });
    expect(done.body.message).toBe('Tabulação realizada com sucesso!');
    expect(done.body.protocol).toMatchObject({ status: 3, tab_status: 2, tabulation_id: tab });
  });

  it('refuses a tabulation of another department, naming the field', async () => {
    const tab = await createSetting('tabulation', {
      description: 'Só do Financeiro (teste)',
      category: 'protocol',
      departments: [2],
    });
    const protocol = await takenProtocol('11955550004');
    const refused = await call<Failure>(t, operator1, 'PUT', '/protocol/tab', { protocolo: protocol.id, tab });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty('tab');
  });

  it('a CPC tabulation requires a valid CPF/CNPJ linked to the protocol', async () => {
    const cpc = await createSetting('tabulation', { description: 'CPC (teste)', category: 'protocol', cpc: true });
    const protocol = await takenProtocol('11955550005');
    const refused = await call<Failure>(t, operator1, 'PUT', '/protocol/tab', { protocolo: protocol.id, tab: cpc });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.tab).toBe('A tabulação CPC exige um CPF ou CNPJ vinculado ao protocolo.');
    const badRegistration = await call<Failure>(t, operator1, 'PUT', '/protocol/tab', {
      protocolo: protocol.id,
      tab: cpc,
      matricula: '123',
    });
    expect(badRegistration.status).toBe(400);
    await call(t, operator1, 'PUT', '/protocol/customer', { protocol_id: protocol.id, tax_id: '529.982.247-25' });
    const done = await call<Result>(t, operator1, 'PUT', '/protocol/tab', { protocolo: protocol.id, tab: cpc });
    expect(done.body.protocol.status).toBe(4);
  });

  it('categorizing sets the workflow status to pending: "Atendimento categorizado com sucesso!"', async () => {
    const tab = await createSetting('tabulation', { description: 'Categoria (teste)', category: 'protocol' });
    const protocol = await takenProtocol('11955550006');
    const done = await call<Result>(t, operator1, 'PUT', '/protocol/categorize', { id: protocol.id, tab });
    expect(done.body.message).toBe('Atendimento categorizado com sucesso!');
    expect(done.body.protocol).toMatchObject({ protocol_workflow_status: 1, tab_status: 2 });
  });

  it('tags are added and removed; an unknown tag is refused', async () => {
    const tag = await createSetting('tag', { name: 'Teste de etiqueta' });
    const protocol = await takenProtocol('11955550007');
    const tagged = await call(t, operator1, 'POST', '/protocol/tag', { id_tag: tag, id_protocol: protocol.id });
    expect(tagged.body.tags).toEqual([{ id: tag }]);
    const again = await call(t, operator1, 'POST', '/protocol/tag', { id_tag: tag, id_protocol: protocol.id });
    expect(again.body.tags).toEqual([{ id: tag }]);
    const removed = await call(t, operator1, 'PUT', '/protocol/tag', { id_tag: tag, id_protocol: protocol.id });
    expect(removed.body.tags).toEqual([]);
    const unknown = await call<Failure>(t, operator1, 'POST', '/protocol/tag', {
      id_tag: 999999,
      id_protocol: protocol.id,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toHaveProperty('id_tag');
  });

  it('a department and channel with an SLA start the clock; without one the protocol has none', async () => {
    await createSetting('sla', { time: 10, unit_of_time: 2, departments: [2], channels: [3], activated: true });
    const before = Date.now();
    const { protocol } = await customerWrites(t, supervisor, { phone: '11955550008', department: 2, channel: 3 });
    expect(protocol.sla).toBe('em_dia');
    const due = new Date(protocol.sla_due_at ?? 0).getTime();
    expect(due - before).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(due - before).toBeLessThanOrEqual(10 * 60_000 + 5000);
    const none = await customerWrites(t, supervisor, { phone: '11955550009', department: 3, channel: 9 });
    expect(none.protocol).toMatchObject({ sla: 'sem_sla', sla_due_at: null });
    const filtered = await call<{ protocols: Protocol[] }>(t, supervisor, 'GET', '/protocol?sla=sem_sla&department=3');
    expect(filtered.body.protocols.map((item) => item.id)).toContain(none.protocol.id);
  });

  it('with an NPS survey, finalizing goes to the survey (8), which may only close; other moves are refused', async () => {
    await createSetting('net-promoter-score', {
      description: 'Pesquisa do Financeiro (teste)',
      departments: [2],
      channels: [4],
      invitationMessage: 'De 0 a 10, quanto você nos recomendaria?',
    });
    const tab = await createSetting('tabulation', {
      description: 'Resolvido com pesquisa (teste)',
      category: 'protocol',
    });
    const { protocol } = await customerWrites(t, supervisor, { phone: '11955550010', department: 2, channel: 4 });
    await call(t, supervisor, 'POST', '/protocol/take', { protocol_id: protocol.id });
    const done = await call<Result>(t, supervisor, 'PUT', '/protocol/tab', { protocolo: protocol.id, tab });
    expect(done.body.protocol.status).toBe(8);
    const refused = await call<Failure>(t, supervisor, 'PUT', '/protocol/disableia', { id: protocol.id });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Não é possível passar o protocolo de “Pesquisa NPS” para “Aguardando”.');
    const closed = await call(t, supervisor, 'PUT', `/protocol/closed/${protocol.id}`);
    expect(closed.body.status).toBe(4);
  });
});
