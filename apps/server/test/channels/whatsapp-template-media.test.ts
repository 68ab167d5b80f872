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
let supervisor: string;
let configurationId: number;

type Template = { id: number; name: string; headerFormat: string; header: string | null };
type Refusal = { error: { message: string; fields: Record<string, string> } };

const templatesPath = '/settings/whatsapp-oficial-templates';
const photoLink = 'https://cdn.loja.example/ofertas/natal.jpg';

/** Templates made in Meta's WhatsApp Manager, with an image, a document and a text header. */
function addManagerTemplates() {
  const approved = { businessAccountId: whatsappNumber.businessAccountId, language: 'pt_BR', status: 'APPROVED' };
  graph.addTemplate({
    ...approved,
    name: 'oferta_natal',
    category: 'MARKETING',
    components: [
      { type: 'HEADER', format: 'IMAGE', example: { header_handle: ['4::aW1hZ2UvanBlZw==:ARa1'] } },
      { type: 'BODY', text: 'Oi {{1}}, a oferta de Natal chegou!', example: { body_text: [['Carla']] } },
    ],
  });
  graph.addTemplate({
    ...approved,
    name: 'boleto_mensal',
    category: 'UTILITY',
    components: [
      { type: 'HEADER', format: 'DOCUMENT', example: { header_handle: ['4::YXBwbGljYXRpb24vcGRm:ARb2'] } },
      { type: 'BODY', text: 'Seu boleto deste mês.' },
    ],
  });
  graph.addTemplate({
    ...approved,
    name: 'aviso_entrega',
    category: 'UTILITY',
    components: [
      { type: 'HEADER', format: 'TEXT', text: 'Entrega' },
      { type: 'BODY', text: 'Seu pedido chega hoje.' },
    ],
  });
}

async function storedNamed(name: string) {
  const rows = await t.db
    .select()
    .from(settingsRecords)
    .where(eq(settingsRecords.section, 'whatsapp-official-template'));
  return rows.map((row) => ({ id: row.id, ...(row.data as Omit<Template, 'id'>) })).find((row) => row.name === name);
}

/** A WhatsApp protocol whose 24-hour window closed: only a template reaches the customer. */
async function protocolOutsideWindow(from: string): Promise<number> {
  const externalId = `wamid.media-header-${from}`;
  await postWebhook(
    t,
    configurationId,
    customerMessage(from, 'Cliente', { id: externalId, type: 'text', text: { body: 'Oi' } }),
  );
  const inbound = await eventually(async () => {
    const [row] = await t.db.select().from(messages).where(eq(messages.externalId, externalId));
    return row;
  }, 'the customer’s message');
  await t.db
    .update(protocols)
    .set({ lastInboundAt: new Date(Date.now() - 25 * 3_600_000) })
    .where(eq(protocols.id, inbound.protocolId));
  return inbound.protocolId;
}

const sentTemplateTo = (to: string) =>
  eventually(
    async () => graph.sentMessages().find((item) => item.body?.to === to && item.body.type === 'template'),
    'the template to reach the Graph API',
  );

let close: () => Promise<void>;

beforeAll(async () => {
  ({ graph, t, admin, configurationId, close } = await startWhatsappApp());
  supervisor = (await t.login('supervisor@demo.com.br')).token;
  addManagerTemplates();
});
afterAll(() => close());

describe('templates with a media header are made in Meta’s manager and synced', () => {
  it('"Sync with Meta" keeps the header’s format; a text header keeps its text', async () => {
    const synced = await call(t, admin, 'POST', `${templatesPath}/sync`, { connection: configurationId });
    expect(synced).toEqual({ status: 200, body: { created: 3, updated: 0, total: 3 } });
    expect(await storedNamed('oferta_natal')).toMatchObject({ headerFormat: 'image', header: null });
    expect(await storedNamed('boleto_mensal')).toMatchObject({ headerFormat: 'document', header: null });
    expect(await storedNamed('aviso_entrega')).toMatchObject({ headerFormat: 'text', header: 'Entrega' });
  });

  it('creating one from the form is refused on its header format, before Meta is asked', async () => {
    const before = graph.calls.length;
    const refused = await call<Refusal>(t, admin, 'POST', templatesPath, {
      connection: configurationId,
      name: 'nova_oferta',
      headerFormat: 'video',
      text: 'Veja a novidade!',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({
      headerFormat:
        'Modelos com cabeçalho de imagem, vídeo ou documento são criados no Gerenciador do WhatsApp da Meta e trazidos com "Sincronizar com a Meta".',
    });
    expect(graph.calls.length).toBe(before);
    expect(await storedNamed('nova_oferta')).toBeUndefined();
  });

  it('the wizard and the composer are told which media each template’s header asks for', async () => {
    const options = await call<WizardOptions>(t, supervisor, 'GET', '/answer/new-protocol');
    const offered = options.body.templates.filter((item) => item.whatsappId === configurationId);
    expect(Object.fromEntries(offered.map((item) => [item.name, item.headerMedia]))).toEqual({
      oferta_natal: 'image',
      boleto_mensal: 'document',
      aviso_entrega: null,
    });
  });
});

describe('a template with a media header is sent with the public link the agent gives', () => {
  it('without a link, or with one that is not https, the send is refused on hsm_header_link', async () => {
    const protocolId = await protocolOutsideWindow('5511987650201');
    const template = await storedNamed('oferta_natal');
    const send = (link?: string) =>
      call<Refusal>(t, supervisor, 'POST', '/message/template', {
        protocol_id: protocolId,
        hsm_id: template?.id,
        hsm_variables: ['Carla'],
        ...(link === undefined ? {} : { hsm_header_link: link }),
      });
    const missing = await send();
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ hsm_header_link: 'O link da mídia do cabeçalho é obrigatório.' });
    const plain = await send('http://cdn.loja.example/natal.jpg');
    expect(plain.status).toBe(400);
    expect(plain.body.error.fields).toEqual({
      hsm_header_link: 'Informe um link público que comece com https://.',
    });
    const sent = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.protocolId, protocolId), eq(messages.author, 'agent')));
    expect(sent).toEqual([]);
  });

  it('from the composer the header parameter goes before the body’s, and the message keeps the link', async () => {
    const to = '5511987650202';
    const protocolId = await protocolOutsideWindow(to);
    const template = await storedNamed('oferta_natal');
    const sent = await call<Message>(t, supervisor, 'POST', '/message/template', {
      protocol_id: protocolId,
      hsm_id: template?.id,
      hsm_variables: ['Davi'],
      hsm_header_link: photoLink,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.text).toBe('Oi Davi, a oferta de Natal chegou!');
    expect(sent.body.template_header).toEqual({ type: 'image', link: photoLink });
    const send = await sentTemplateTo(to);
    expect(send.body?.template).toEqual({
      name: 'oferta_natal',
      language: { code: 'pt_BR' },
      components: [
        { type: 'header', parameters: [{ type: 'image', image: { link: photoLink } }] },
        { type: 'body', parameters: [{ type: 'text', text: 'Davi' }] },
      ],
    });
    await eventually(async () => {
      const [row] = await t.db
        .select()
        .from(messages)
        .where(and(eq(messages.id, sent.body.message_id), eq(messages.status, 'sent')));
      return row;
    }, 'the message to be marked sent');
    const listed = await call<{ messages: Message[] }>(t, supervisor, 'GET', `/message/${protocolId}`);
    expect(listed.body.messages.at(-1)?.template_header).toEqual({ type: 'image', link: photoLink });
  });

  it('the new-protocol wizard asks for the link too, and sends a document header with it', async () => {
    const template = await storedNamed('boleto_mensal');
    const start = (link?: string) =>
      call<{ id: number }>(t, supervisor, 'POST', '/protocol', {
        id_department: 1,
        id_channel: 2,
        hsm_id: template?.id,
        ...(link === undefined ? {} : { hsm_header_link: link }),
        customer: { phone: '(21) 99876-5400' },
      });
    const refused = await start();
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as unknown as Refusal).error.fields)).toEqual(['hsm_header_link']);

    const link = 'https://boletos.loja.example/2026-11.pdf';
    const created = await start(link);
    expect(created.status).toBe(200);
    const send = await sentTemplateTo('5521998765400');
    expect(send.body?.template).toEqual({
      name: 'boleto_mensal',
      language: { code: 'pt_BR' },
      components: [{ type: 'header', parameters: [{ type: 'document', document: { link } }] }],
    });
  });
});
