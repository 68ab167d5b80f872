import type { Message } from '@contact/domain/protocols';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, messages, protocols } from '../../src/db/schema';
import type { TestApp } from '../helpers/app';
import type { GraphCall, GraphServer } from '../helpers/graph-server';
import { call } from '../helpers/protocols';
import { customerMessage, eventually, postWebhook, statusUpdate, whatsappNumber } from '../helpers/whatsapp';
import { startWhatsappApp } from '../helpers/whatsapp-app';
import { multipart } from '../helpers/multipart';

let t: TestApp;
let graph: GraphServer;
let admin: string;
let supervisor: string;
let configurationId: number;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ graph, t, admin, configurationId, close } = await startWhatsappApp());
  supervisor = (await t.login('supervisor@demo.com.br')).token;
});
afterAll(() => close());

type Refusal = { error: { message: string; fields: Record<string, string> } };

let sequence = 0;
/** A customer writes on WhatsApp; answers the protocol their message joined or opened. */
async function customerWrites(from: string, text = 'Olá') {
  sequence += 1;
  const id = `wamid.outbound-test-${sequence}`;
  await postWebhook(t, configurationId, customerMessage(from, 'Cliente', { id, type: 'text', text: { body: text } }));
  const row = await eventually(async () => {
    const [stored] = await t.db.select().from(messages).where(eq(messages.externalId, id)).limit(1);
    return stored;
  }, `inbound ${id}`);
  // A new conversation may get the department's automatic answer: let it go out first.
  await eventually(async () => {
    const queued = await t.db.select({ id: messages.id }).from(messages).where(eq(messages.status, 'queued'));
    return queued.length === 0;
  }, 'automatic answers to go out');
  return row.protocolId;
}

async function agentSends(protocolId: number, text: string) {
  return call<Message>(t, supervisor, 'POST', '/message', { protocol_id: protocolId, text });
}

const messageRow = async (id: number) => (await t.db.select().from(messages).where(eq(messages.id, id)))[0];

/** Backoff is minutes long in production; the test moves waiting retries to now. */
async function retryNow() {
  await t.db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(and(eq(jobs.queue, 'channel-outbound'), isNull(jobs.doneAt), isNull(jobs.failedAt)));
}

/** Sends of this text, so failures meant for it never hit an automatic answer sent meanwhile. */
const withText = (text: string) => (send: Record<string, unknown>) =>
  (send.text as { body?: string } | undefined)?.body === text;

const sendsOf = (text: string) =>
  graph.calls.filter((item: GraphCall) => (item.body?.text as { body?: string } | undefined)?.body === text);
const acceptedSendsOf = (text: string) => sendsOf(text).filter((item) => item.status === 200);

describe('an agent’s reply reaches WhatsApp', () => {
  it('goes to POST /{phone-number-id}/messages with the token and keeps the wamid; receipts move it to delivered and read', async () => {
    const protocolId = await customerWrites('5511987650001');
    const sent = await agentSends(protocolId, 'Temos em azul e verde.');
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('queued');
    const row = await eventually(async () => {
      const current = await messageRow(sent.body.message_id);
      return current?.status === 'sent' ? current : null;
    }, 'the reply to be sent');
    const [send] = acceptedSendsOf('Temos em azul e verde.');
    expect(send).toMatchObject({
      method: 'POST',
      path: `/v21.0/${whatsappNumber.phoneNumberId}/messages`,
      authorization: `Bearer ${whatsappNumber.accessToken}`,
      body: { messaging_product: 'whatsapp', to: '5511987650001', type: 'text' },
    });
    expect(row?.externalId).toMatch(/^wamid\./);

    await postWebhook(t, configurationId, statusUpdate({ id: row?.externalId, status: 'delivered' }));
    await eventually(async () => (await messageRow(sent.body.message_id))?.status === 'delivered', 'delivered');
    await postWebhook(t, configurationId, statusUpdate({ id: row?.externalId, status: 'read' }));
    await eventually(async () => (await messageRow(sent.body.message_id))?.status === 'read', 'read');
    // A late "delivered" never undoes "read".
    await postWebhook(t, configurationId, statusUpdate({ id: row?.externalId, status: 'delivered' }));
    await eventually(async () => (await t.app.jobs.runDue('channel-inbound')) === 0, 'the inbound queue to drain');
    const page = await call<{ messages: Message[] }>(t, supervisor, 'GET', `/message/${protocolId}`);
    expect(page.body.messages.find((item) => item.message_id === sent.body.message_id)?.status).toBe('read');
  });

  it('a failed receipt shows Meta’s title and details to the agent', async () => {
    const protocolId = await customerWrites('5511987650002');
    const sent = await agentSends(protocolId, 'Segue o link.');
    const row = await eventually(async () => {
      const current = await messageRow(sent.body.message_id);
      return current?.status === 'sent' ? current : null;
    }, 'the reply to be sent');
    await postWebhook(
      t,
      configurationId,
      statusUpdate({
        id: row.externalId,
        status: 'failed',
        errors: [
          {
            code: 131047,
            title: 'Re-engagement message',
            message: 'Re-engagement message',
            error_data: { details: 'Message failed to send because more than 24 hours have passed.' },
          },
        ],
      }),
    );
    await eventually(async () => (await messageRow(sent.body.message_id))?.status === 'failed', 'failed');
    const page = await call<{ messages: Message[] }>(t, supervisor, 'GET', `/message/${protocolId}`);
    expect(page.body.messages.find((item) => item.message_id === sent.body.message_id)).toMatchObject({
      status: 'failed',
      failure_reason: 'Re-engagement message: Message failed to send because more than 24 hours have passed.',
    });
  });

  it('a file is uploaded to /{phone-number-id}/media and sent by its id with the text as caption', async () => {
    const protocolId = await customerWrites('5511987650003');
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/message',
      token: supervisor,
      ...multipart(
        { protocol_id: protocolId, text: 'Seu boleto' },
        { name: 'boleto.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 boleto') },
      ),
    });
    expect(response.statusCode).toBe(200);
    const sent = response.json<Message>();
    await eventually(async () => (await messageRow(sent.message_id))?.status === 'sent', 'the file to be sent');
    const upload = graph.calls.find(
      (item) => item.path === `/v21.0/${whatsappNumber.phoneNumberId}/media` && item.file?.name === 'boleto.pdf',
    );
    expect(upload).toMatchObject({
      body: { messaging_product: 'whatsapp', type: 'application/pdf' },
      file: { type: 'application/pdf', size: 15 },
    });
    const send = graph.calls.find((item) => item.body?.type === 'document' && item.status === 200);
    expect(send?.body).toMatchObject({
      to: '5511987650003',
      document: { caption: 'Seu boleto', filename: 'boleto.pdf' },
    });
    expect((send?.body?.document as { id?: string }).id).toBeTruthy();
  });
});

describe('provider failures', () => {
  it('a provider that fails twice then succeeds delivers exactly one message', async () => {
    const protocolId = await customerWrites('5511987650004');
    graph.failNext(2, withText('Terceira tentativa'));
    const sent = await agentSends(protocolId, 'Terceira tentativa');
    await eventually(async () => {
      await retryNow();
      return (await messageRow(sent.body.message_id))?.status === 'sent';
    }, 'the message to be sent');
    expect(sendsOf('Terceira tentativa').map((item) => item.status)).toEqual([500, 500, 200]);
    expect(acceptedSendsOf('Terceira tentativa')).toHaveLength(1);
  });

  it('a refusal (4xx) is final: the message fails with Meta’s message and is not tried again', async () => {
    const protocolId = await customerWrites('5511987650005');
    graph.refuseNext(
      400,
      {
        error: {
          message: '(#131030) Recipient phone number not in allowed list',
          type: 'OAuthException',
          code: 131030,
          error_data: {
            messaging_product: 'whatsapp',
            details:
              'Recipient phone number not in allowed list: Add recipient phone number to recipient list and try again.',
          },
          fbtrace_id: 'AbCdEf',
        },
      },
      withText('Número fora da lista'),
    );
    const sent = await agentSends(protocolId, 'Número fora da lista');
    const row = await eventually(async () => {
      const current = await messageRow(sent.body.message_id);
      return current?.status === 'failed' ? current : null;
    }, 'the message to fail');
    expect(row.failureReason).toContain('(#131030) Recipient phone number not in allowed list');
    await retryNow();
    await t.app.jobs.runDue('channel-outbound');
    expect(sendsOf('Número fora da lista')).toHaveLength(1);
  });

  it('messages due together go out each once, a failing one is tried again alone', async () => {
    const protocolId = await customerWrites('5511987650007');
    const texts = ['Juntas 1', 'Juntas 2', 'Juntas 3'];
    await t.app.jobs.stop();
    const ids: number[] = [];
    for (const text of texts) ids.push((await agentSends(protocolId, text)).body.message_id);
    await eventually(async () => {
      const due = await t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(
              jobs.key,
              ids.map((id) => `message:${id}`),
            ),
            isNull(jobs.doneAt),
          ),
        );
      return due.length === texts.length;
    }, 'the three messages to be scheduled');
    graph.failNext(1, withText('Juntas 2'));
    await t.app.jobs.runDue('channel-outbound');
    t.app.jobs.start();
    const rows = await Promise.all(ids.map(messageRow));
    expect(rows.map((row) => row?.status)).toEqual(['sent', 'sent', 'sent']);
    expect(sendsOf('Juntas 2').map((item) => item.status)).toEqual([500, 200]);
    for (const text of texts) expect(acceptedSendsOf(text)).toHaveLength(1);
  });

  it('a server restart with messages pending delivers each exactly once', async () => {
    const protocolId = await customerWrites('5511987650006');
    const texts = ['Pendente 1', 'Pendente 2', 'Pendente 3'];
    graph.failNext(1000, (send) => texts.some((text) => withText(text)(send)));
    const ids: number[] = [];
    for (const text of texts) ids.push((await agentSends(protocolId, text)).body.message_id);
    await eventually(async () => texts.every((text) => sendsOf(text).length > 0), 'every message to be tried');
    await t.restart();
    graph.recover();
    await eventually(async () => {
      await retryNow();
      const rows = await Promise.all(ids.map(messageRow));
      return rows.every((row) => row?.status === 'sent');
    }, 'every pending message to be sent after the restart');
    for (const text of texts) expect(acceptedSendsOf(text)).toHaveLength(1);
  });
});

describe('approved templates and the 24-hour window', () => {
  let templateId: number;

  beforeAll(async () => {
    const settings = async (url: string, payload: object) => {
      const response = await t.request({ method: 'POST', url: `/api/v1/settings/${url}`, token: admin, payload });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.body}`);
      return response.json<{ id: number }>().id;
    };
    const account = await settings('whatsapp', {
      description: 'Modelos do Atendimento',
      departments: [1],
      settings: { provider: 'generic', phone: '(11) 3333-4444' },
      activated: true,
    });
    templateId = await settings(`whatsapp/${account}/hsm`, {
      name: 'pedido_enviado',
      language: 'pt_BR',
      text: 'Olá {{1}}, seu pedido {{2}} saiu para entrega.',
    });
  });

  it('a protocol started with a template sends type template with its variables as body parameters', async () => {
    const created = await call<{ id: number }>(t, supervisor, 'POST', '/protocol', {
      id_department: 1,
      id_channel: 2,
      hsm_id: templateId,
      hsm_variables: ['Carla', '4521'],
      customer: { phone: '(21) 99876-5432' },
    });
    expect(created.status).toBe(200);
    const [first] = await t.db.select().from(messages).where(eq(messages.protocolId, created.body.id));
    expect(first?.text).toBe('Olá Carla, seu pedido 4521 saiu para entrega.');
    await eventually(async () => (await messageRow(first?.id ?? 0))?.status === 'sent', 'the template to be sent');
    const send = graph.calls.find((item) => item.body?.type === 'template' && item.body.to === '5521998765432');
    expect(send?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5521998765432',
      type: 'template',
      template: {
        name: 'pedido_enviado',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Carla' },
              { type: 'text', text: '4521' },
            ],
          },
        ],
      },
    });

    // The customer never wrote: free text is refused until they answer.
    const refused = await call<Refusal>(t, supervisor, 'POST', '/message', {
      protocol_id: created.body.id,
      text: 'Oi, tudo bem?',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.fields).toEqual({
      text: 'Passaram-se 24 horas desde a última mensagem do cliente: no WhatsApp só é possível enviar um modelo (HSM) aprovado.',
    });
  });

  it('free text is refused 24 hours after the customer’s last message, and allowed again when they write', async () => {
    const protocolId = await customerWrites('5511987650007');
    await t.db
      .update(protocols)
      .set({ lastInboundAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(protocols.id, protocolId));
    const refused = await call<Refusal>(t, supervisor, 'POST', '/message', {
      protocol_id: protocolId,
      text: 'Ainda aí?',
    });
    expect(refused.status).toBe(409);
    expect(Object.keys(refused.body.error.fields)).toEqual(['text']);
    expect(await t.db.select().from(messages).where(eq(messages.text, 'Ainda aí?'))).toEqual([]);
    await t.app.jobs.runDue('channel-outbound');
    expect(sendsOf('Ainda aí?')).toEqual([]);

    // An approved template still goes, its variables checked and sent as parameters.
    const incomplete = await call<Refusal>(t, supervisor, 'POST', '/message/template', {
      protocol_id: protocolId,
      hsm_id: templateId,
      hsm_variables: ['Davi'],
    });
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.body.error.fields)).toEqual(['hsm_variables.1']);
    const template = await call<Message>(t, supervisor, 'POST', '/message/template', {
      protocol_id: protocolId,
      hsm_id: templateId,
      hsm_variables: ['Davi', '7788'],
    });
    expect(template.status).toBe(200);
    expect(template.body.text).toBe('Olá Davi, seu pedido 7788 saiu para entrega.');
    await eventually(async () => (await messageRow(template.body.message_id))?.status === 'sent', 'the template');
    const sentTemplate = graph.calls.find((item) => item.body?.type === 'template' && item.body.to === '5511987650007');
    expect(sentTemplate?.body?.template).toMatchObject({
      name: 'pedido_enviado',
      components: [{ type: 'body', parameters: [{ text: 'Davi' }, { text: '7788' }] }],
    });

    await customerWrites('5511987650007', 'Voltei');
    const allowed = await agentSends(protocolId, 'Ainda aí?');
    expect(allowed.status).toBe(200);
  });
});
