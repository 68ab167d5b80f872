import type { Message } from '@contact/domain/protocols';
import type { WizardOptions } from '@contact/domain/wizard';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, protocols, settingsRecords } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import type { GraphServer } from '../helpers/graph-server';
import { call } from '../helpers/protocols';
import { customerMessage, eventually, postWebhook, whatsappNumber } from '../helpers/whatsapp';
import { startWhatsappApp } from '../helpers/whatsapp-app';

let t: TestApp;
let graph: GraphServer;
let admin: string;
let marketing: string;
let supervisor: string;
let configurationId: number;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ graph, t, admin, configurationId, close } = await startWhatsappApp());
  marketing = (await t.login('marketing@demo.com.br')).token;
  supervisor = (await t.login('supervisor@demo.com.br')).token;
});
afterAll(() => close());

type Template = { id: number; name: string; status: string | null; reason: string | null; metaId: string | null };
type Refusal = { error: { message: string; fields: Record<string, string> } };

const templatesPath = '/settings/whatsapp-oficial-templates';

const orderShipped = {
  name: 'pedido_enviado',
  language: 'pt_BR',
  category: 'utility',
  header: 'Seu pedido',
  text: 'Olá {{1}}, seu pedido {{2}} saiu para entrega.',
  examples: 'Carla\n4521',
  footer: 'Loja Demo',
  buttons: [
    { type: 'url', label: 'Rastrear', value: 'https://loja.example/rastreio' },
    { type: 'quick_reply', label: 'Falar com atendente' },
  ],
};

const submit = (payload: object) =>
  call<Template>(t, admin, 'POST', templatesPath, { connection: configurationId, ...payload });

async function storedTemplates() {
  const rows = await t.db
    .select()
    .from(settingsRecords)
    .where(eq(settingsRecords.section, 'whatsapp-official-template'));
  return rows.map((row) => ({ id: row.id, active: row.active, ...(row.data as Omit<Template, 'id'>) }));
}
const storedNamed = async (name: string) => (await storedTemplates()).find((item) => item.name === name);

/** Meta's `message_template_status_update` webhook (WhatsApp Business Account webhook reference). */
function templateReviewed(metaId: string, name: string, event: string, reason = 'NONE') {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: whatsappNumber.businessAccountId,
        time: Math.floor(Date.now() / 1000),
        changes: [
          {
            field: 'message_template_status_update',
            value: {
              event,
              message_template_id: Number(metaId),
              message_template_name: name,
              message_template_language: 'pt_BR',
              reason,
            },
          },
        ],
      },
    ],
  };
}

let orderMetaId = '';
let promotionMetaId = '';

describe('a Cloud API template is submitted to Meta when saved', () => {
  it('goes to POST /{waba-id}/message_templates in Meta’s format and keeps Meta’s id and PENDING status', async () => {
    const created = await submit(orderShipped);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'pedido_enviado', status: 'pending', reason: null });
    expect(created.body.metaId).toMatch(/^\d+$/);
    orderMetaId = created.body.metaId ?? '';

    const submission = graph.calls.find((item) => item.path.endsWith('/message_templates') && item.method === 'POST');
    expect(submission).toMatchObject({
      path: `/v21.0/${whatsappNumber.businessAccountId}/message_templates`,
      authorization: `Bearer ${whatsappNumber.accessToken}`,
    });
    expect(submission?.body).toEqual({
      name: 'pedido_enviado',
      language: 'pt_BR',
      category: 'UTILITY',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Seu pedido' },
        {
          type: 'BODY',
          text: 'Olá {{1}}, seu pedido {{2}} saiu para entrega.',
          example: { body_text: [['Carla', '4521']] },
        },
        { type: 'FOOTER', text: 'Loja Demo' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'URL', text: 'Rastrear', url: 'https://loja.example/rastreio' },
            { type: 'QUICK_REPLY', text: 'Falar com atendente' },
          ],
        },
      ],
    });
    expect(graph.templates().map((item) => [item.name, item.status])).toEqual([['pedido_enviado', 'PENDING']]);
  });

  it('Meta’s refusal is shown on the name with Meta’s words and nothing is saved', async () => {
    graph.addTemplate({
      businessAccountId: whatsappNumber.businessAccountId,
      name: 'boas_vindas',
      language: 'pt_BR',
      category: 'MARKETING',
      status: 'APPROVED',
      components: [{ type: 'BODY', text: 'Bem-vindo à Loja Demo!' }],
    });
    const refused = await call<Refusal>(t, admin, 'POST', templatesPath, {
      connection: configurationId,
      name: 'boas_vindas',
      language: 'pt_BR',
      text: 'Bem-vindo!',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      name: 'A Meta recusou o modelo: Invalid parameter: There is already content for this template in this language.',
    });
    expect(await storedNamed('boas_vindas')).toBeUndefined();
  });

  it('a text whose variables lack examples is refused before Meta is asked', async () => {
    const before = graph.calls.length;
    const refused = await call<Refusal>(t, admin, 'POST', templatesPath, {
      connection: configurationId,
      name: 'sem_exemplo',
      text: 'Olá {{1}}',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['examples']);
    expect(graph.calls.length).toBe(before);
  });
});

describe('Meta’s review reaches the records', () => {
  it('status webhooks approve one template and reject another with its reason', async () => {
    graph.reviewTemplate(orderMetaId, 'APPROVED');
    await postWebhook(t, configurationId, templateReviewed(orderMetaId, 'pedido_enviado', 'APPROVED'));
    await eventually(async () => (await storedNamed('pedido_enviado'))?.status === 'approved', 'approved');

    const promotion = await submit({
      name: 'promo_natal',
      category: 'marketing',
      text: 'Ofertas de Natal para {{1}}!',
      examples: 'Carla',
    });
    expect(promotion.status).toBe(200);
    promotionMetaId = promotion.body.metaId ?? '';
    graph.reviewTemplate(promotionMetaId, 'REJECTED', 'INVALID_FORMAT');
    await postWebhook(
      t,
      configurationId,
      templateReviewed(promotionMetaId, 'promo_natal', 'REJECTED', 'INVALID_FORMAT'),
    );
    await eventually(async () => (await storedNamed('promo_natal'))?.status === 'rejected', 'rejected');
    const read = await call<Template>(t, admin, 'GET', `${templatesPath}/${promotion.body.id}`);
    expect(read.body).toMatchObject({ status: 'rejected', reason: 'INVALID_FORMAT' });
  });

  it('"Sync with Meta" reads every page, adds templates made in Meta’s manager and updates statuses', async () => {
    graph.pageTemplatesBy(1);
    graph.addTemplate({
      businessAccountId: whatsappNumber.businessAccountId,
      name: 'lembrete_consulta',
      language: 'pt_BR',
      category: 'UTILITY',
      status: 'PENDING',
      components: [
        { type: 'BODY', text: 'Sua consulta é em {{1}}.', example: { body_text: [['12/12']] } },
        { type: 'FOOTER', text: 'Clínica Demo' },
      ],
    });
    graph.reviewTemplate(promotionMetaId, 'APPROVED');

    const operator = await t.login('operador1@demo.com.br');
    expect(
      (await call(t, operator.token, 'POST', `${templatesPath}/sync`, { connection: configurationId })).status,
    ).toBe(403);

    const pagesBefore = graph.calls.filter((item) => item.method === 'GET' && item.path.endsWith('/message_templates'));
    const synced = await call(t, marketing, 'POST', `${templatesPath}/sync`, { connection: configurationId });
    expect(synced).toEqual({ status: 200, body: { created: 2, updated: 1, total: 4 } });
    const pages = graph.calls.filter((item) => item.method === 'GET' && item.path.endsWith('/message_templates'));
    expect(pages.length - pagesBefore.length).toBe(4);

    expect(await storedNamed('promo_natal')).toMatchObject({ status: 'approved', reason: null });
    expect(await storedNamed('boas_vindas')).toMatchObject({
      status: 'approved',
      category: 'marketing',
      text: 'Bem-vindo à Loja Demo!',
      connection: configurationId,
      active: true,
    });
    expect(await storedNamed('lembrete_consulta')).toMatchObject({
      status: 'pending',
      text: 'Sua consulta é em {{1}}.',
      examples: '12/12',
      footer: 'Clínica Demo',
    });
    expect(await storedNamed('pedido_enviado')).toMatchObject({ status: 'approved', metaId: orderMetaId });

    // A second sync finds nothing new.
    const again = await call(t, admin, 'POST', `${templatesPath}/sync`, {});
    expect(again.body).toEqual({ created: 0, updated: 0, total: 4 });
  });
});

describe('approved Cloud API templates are offered and sent', () => {
  it('the new-protocol wizard offers only approved templates, for the number’s departments', async () => {
    const options = await call<WizardOptions>(t, supervisor, 'GET', '/answer/new-protocol');
    const offered = options.body.templates.filter((item) => item.whatsappId === configurationId);
    expect(offered.map((item) => item.name).sort()).toEqual(['boas_vindas', 'pedido_enviado', 'promo_natal']);
    expect(offered.find((item) => item.name === 'pedido_enviado')).toMatchObject({
      language: 'pt_BR',
      variableCount: 2,
      departments: [1],
    });
  });

  it('outside the 24-hour window an approved template reaches the Graph API; a pending one is refused', async () => {
    const from = '5511987650101';
    await postWebhook(
      t,
      configurationId,
      customerMessage(from, 'Cliente', { id: 'wamid.templates-test-1', type: 'text', text: { body: 'Oi' } }),
    );
    const inbound = await eventually(async () => {
      const [row] = await t.db.select().from(messages).where(eq(messages.externalId, 'wamid.templates-test-1'));
      return row;
    }, 'the customer’s message');
    await t.db
      .update(protocols)
      .set({ lastInboundAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(protocols.id, inbound.protocolId));

    const templates = await storedTemplates();
    const pending = templates.find((item) => item.name === 'lembrete_consulta');
    const refused = await call<Refusal>(t, supervisor, 'POST', '/message/template', {
      protocol_id: inbound.protocolId,
      hsm_id: pending?.id,
      hsm_variables: ['12/12'],
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['hsm_id']);

    const approved = templates.find((item) => item.name === 'pedido_enviado');
    const sent = await call<Message>(t, supervisor, 'POST', '/message/template', {
      protocol_id: inbound.protocolId,
      hsm_id: approved?.id,
      hsm_variables: ['Davi', '7788'],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.text).toBe('Olá Davi, seu pedido 7788 saiu para entrega.');
    await eventually(async () => {
      const [row] = await t.db
        .select()
        .from(messages)
        .where(and(eq(messages.id, sent.body.message_id), eq(messages.status, 'sent')));
      return row;
    }, 'the template to be sent');
    const send = graph.sentMessages().find((item) => item.body?.to === from && item.body.type === 'template');
    expect(send?.body?.template).toEqual({
      name: 'pedido_enviado',
      language: { code: 'pt_BR' },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: 'Davi' },
            { type: 'text', text: '7788' },
          ],
        },
      ],
    });
  });

  it('changing an approved template sends the change to Meta and takes it back to review', async () => {
    const approved = await storedNamed('pedido_enviado');
    const changed = await call<Template>(t, admin, 'PUT', templatesPath, {
      id: approved?.id,
      text: 'Olá {{1}}, o pedido {{2}} saiu para entrega.',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'pending', metaId: orderMetaId });
    const edit = graph.calls.find((item) => item.method === 'POST' && item.path === `/v21.0/${orderMetaId}`);
    expect(edit?.body?.components).toContainEqual({
      type: 'BODY',
      text: 'Olá {{1}}, o pedido {{2}} saiu para entrega.',
      example: { body_text: [['Carla', '4521']] },
    });
    const options = await call<WizardOptions>(t, supervisor, 'GET', '/answer/new-protocol');
    expect(options.body.templates.map((item) => item.name)).not.toContain('pedido_enviado');

    // Switching it off asks Meta nothing.
    const before = graph.calls.length;
    const off = await call(t, admin, 'PUT', `${templatesPath}/${approved?.id}/active`, { active: false });
    expect(off.status).toBe(200);
    expect(graph.calls.length).toBe(before);
  });
});
