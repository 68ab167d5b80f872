import type { DomainEvent } from '../../src/platform/events';
import type { Message } from '@contact/domain/protocols';
import type { WizardOptions } from '@contact/domain/wizard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { call } from '../helpers/protocols';

let t: TestApp;
let admin: string;
let operator1: string;
let templateId: number;
const events: DomainEvent[] = [];

type Refusal = { error: { message: string; fields: Record<string, string> } };
type Page = { messages: Message[] };

/** Atendimento (1) gets a mailbox, a WhatsApp account with a template and an SMS account; Financeiro (2) nothing. */
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  operator1 = (await t.login('operador1@demo.com.br')).token;
  const settings = async (url: string, payload: object) => {
    const response = await t.request({ method: 'POST', url: `/api/v1/settings/${url}`, token: admin, payload });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
    return response.json<{ id: number }>().id;
  };
  await settings('email-imap', {
    email: 'atendimento@demo.com.br',
    password: 'segredo-123',
    host: '127.0.0.1',
    departments: [1],
  });
  const whatsappId = await settings('whatsapp', {
    description: 'WhatsApp do Atendimento',
    departments: [1],
    settings: { provider: 'generic', phone: '(11) 98765-4321' },
    activated: true,
  });
  templateId = await settings(`whatsapp/${whatsappId}/hsm`, {
    name: 'pedido_enviado',
    text: 'Olá {{1}}, seu pedido {{2}} saiu para entrega.',
  });
  await settings('sms', {
    description: 'SMS do Atendimento',
    department: 1,
    settings: { provider: 'generic', token: 'token-sms' },
    activated: true,
  });
  await t.request({
    method: 'PUT',
    url: '/api/v1/profile',
    token: operator1,
    payload: { emailSignature: 'Otávio\nDemo Atendimento' },
  });
  t.app.events.subscribe((event) => events.push(event));
});
afterAll(() => t.close());

describe('GET /answer/new-protocol: what the wizard offers', () => {
  it('an operator sees their own departments with their channel configurations and the templates', async () => {
    const { status, body } = await call<WizardOptions>(t, operator1, 'GET', '/answer/new-protocol');
    expect(status).toBe(200);
    expect(body.departments.map((department) => department.name)).toEqual(['Atendimento']);
    expect(Object.keys(body.departments[0]?.groups ?? {}).sort()).toEqual(['chat', 'email_imap', 'sms', 'whatsapp']);
    expect(body.templates).toEqual([
      expect.objectContaining({ id: templateId, name: 'pedido_enviado', variableCount: 2, departments: [1] }),
    ]);
  });

  it('a supervisor sees every department', async () => {
    const supervisor = (await t.login('supervisor@demo.com.br')).token;
    const { body } = await call<WizardOptions>(t, supervisor, 'GET', '/answer/new-protocol');
    expect(body.departments).toHaveLength(3);
  });

  it('a channel configuration that names no department serves every department', async () => {
    const supervisor = (await t.login('supervisor@demo.com.br')).token;
    await t.request({
      method: 'POST',
      url: '/api/v1/settings/email-imap',
      token: admin,
      payload: { email: 'geral@demo.com.br', password: 'segredo-456', host: '127.0.0.1' },
    });
    const { body } = await call<WizardOptions>(t, supervisor, 'GET', '/answer/new-protocol');
    const financeiro = body.departments.find((department) => department.name === 'Financeiro');
    expect(financeiro?.groups.email_imap).toHaveLength(1);
    expect(body.departments.find((department) => department.id === 1)?.groups.email_imap).toHaveLength(2);
  });
});

describe('POST /protocol: the wizard’s channel steps', () => {
  it('e-mail: to, subject and message; the signature is appended and the message published as outgoing', async () => {
    events.length = 0;
    const created = await call(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 4,
      subject: 'Sua segunda via',
      text: 'Olá, segue a segunda via.',
      customer: { email: 'Cliente@Exemplo.com.br' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 2, support: 2, origin: 'outbound', id_channel: 4 });
    const page = await call<Page>(t, operator1, 'GET', `/message/${created.body.id}`);
    expect(page.body.messages).toEqual([
      expect.objectContaining({
        direction: 'out',
        author: 'agent',
        text: 'Olá, segue a segunda via.\n\nOtávio\nDemo Atendimento',
      }),
    ]);
    const published = events.filter((event) => event.type === 'message.created');
    expect(published).toHaveLength(1);
    const detail = await call(t, operator1, 'GET', `/protocol/${created.body.id}`);
    expect(detail.body).toMatchObject({ subject: 'Sua segunda via' });
    expect(JSON.stringify(detail.body)).toContain('cliente@exemplo.com.br');
  });

  it('WhatsApp: the number with the mask and the template with its variables make the message', async () => {
    const created = await call(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 2,
      hsm_id: templateId,
      hsm_variables: ['Carla', '4521'],
      customer: { phone: '(21) 99876-5432' },
    });
    expect(created.status).toBe(200);
    expect(created.body.protocol_phone).toContain('21998765432');
    expect(created.body).toMatchObject({
      status: 2,
      last_message: 'Olá Carla, seu pedido 4521 saiu para entrega.',
    });
  });

  it('SMS: phone and message', async () => {
    const created = await call(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 3,
      text: 'Seu boleto vence amanhã.',
      customer: { name: 'Carla', phone: '21998765432' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 2, last_message: 'Seu boleto vence amanhã.' });
  });

  it('refuses a missing e-mail, subject and message, each field named and translated', async () => {
    const refused = await call<Refusal>(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 4,
      customer: { name: 'Sem e-mail' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      'customer.email': 'O e-mail é obrigatório.',
      subject: 'O assunto é obrigatório.',
      text: 'A mensagem é obrigatória.',
    });
  });

  it('refuses WhatsApp without number and template, in the reader’s language', async () => {
    const operator2 = (await t.login('operador2@demo.com.br')).token;
    await t.request({ method: 'PUT', url: '/api/v1/profile', token: operator2, payload: { language: 'es-AR' } });
    const refused = await call<Refusal>(t, operator2, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 2,
      text: 'Hola',
      customer: { name: 'Ana' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      'customer.phone': 'El número es obligatorio.',
      hsm_id: 'La plantilla es obligatoria.',
    });
  });

  it('refuses a template variable left empty', async () => {
    const refused = await call<Refusal>(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 2,
      hsm_id: templateId,
      hsm_variables: ['Carla'],
      customer: { phone: '21998765432' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ 'hsm_variables.1': 'Campo obrigatório.' });
  });

  it('refuses a template that does not serve the department', async () => {
    const supervisor = (await t.login('supervisor@demo.com.br')).token;
    await t.request({
      method: 'POST',
      url: '/api/v1/settings/whatsapp',
      token: admin,
      payload: { description: 'Financeiro', departments: [2], settings: { phone: '11911112222' }, activated: true },
    });
    const refused = await call<Refusal>(t, supervisor, 'POST', '/protocol', {
      id_department: 2,
      id_channel: 2,
      hsm_id: templateId,
      customer: { phone: '21998765432' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      hsm_id: 'Este template não existe ou não atende este departamento.',
    });
  });

  it('refuses SMS without phone and message', async () => {
    const refused = await call<Refusal>(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 3,
      customer: { name: 'Ana' },
    });
    expect(refused.body.error.fields).toEqual({
      'customer.phone': 'O número é obrigatório.',
      text: 'A mensagem é obrigatória.',
    });
  });

  it('refuses online a channel the department has not configured', async () => {
    const refused = await call<Refusal>(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 9,
      text: 'Oi',
      customer: { phone: '21998765432' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ id_channel: 'Este departamento não tem este canal configurado.' });
  });

  it('refuses a customer with neither name nor contact', async () => {
    const refused = await call<Refusal>(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 4,
      offline: true,
      customer: {},
    });
    expect(refused.body.error.fields).toEqual({ 'customer.name': 'O campo nome é obrigatório.' });
  });

  it('offline records the contact on any channel without a message', async () => {
    const created = await call(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 9,
      offline: true,
      customer: { name: 'Telegrama' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ origin: 'offline', status: 3, last_message: null });
  });

  it('with AI on, the first message goes out and the protocol goes to the bot', async () => {
    const created = await call(t, operator1, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 3,
      ia: true,
      text: 'Olá! Nosso assistente vai te atender.',
      customer: { phone: '21998760000' },
    });
    expect(created.body).toMatchObject({ support: 1, status: 1, user_id: null, protocol_ia_enabled: true });
    expect(created.body.last_message).toBe('Olá! Nosso assistente vai te atender.');
  });
});
