import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startGraphServer, type GraphServer } from '../apps/server/test/helpers/graph-server';
import { customerMessage, signatureOf, statusUpdate, whatsappNumber } from '../apps/server/test/helpers/whatsapp';
import { apiAs } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * WhatsApp Cloud API as an agent lives it: a customer's message arrives through Meta's signed
 * webhook and shows up live in the inbox; the agent's answer leaves through the Graph API (a
 * local server speaking its documented formats); Meta's receipts turn the ticks; a refusal
 * shows Meta's reason on the message. The steps run in order.
 */
let server: RunningServer;
let graph: GraphServer;
let browser: Browser;
let agent: Page;
let configurationId = 0;

const customer = { phone: '5511987654321', name: 'Sheena Nelson' };
const row = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}, protocolo \\d+$`) });
const conversation = (page: Page) => page.getByRole('log', { name: 'Mensagens' });
const composer = (page: Page) => page.getByRole('form', { name: 'Responder' });
let sequence = 0;

/** Posts a webhook to the server as Meta does: the exact bytes, signed with the app secret. */
async function fromMeta(body: unknown) {
  const raw = JSON.stringify(body);
  const response = await fetch(`${server.url}/api/webhooks/whatsapp/${configurationId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(raw) },
    body: raw,
  });
  expect(response.status).toBe(200);
}

const customerWrites = (text: string) =>
  fromMeta(
    customerMessage(customer.phone, customer.name, {
      id: `wamid.e2e${(sequence += 1)}`,
      type: 'text',
      text: { body: text },
    }),
  );

/** The Graph API call that sent this text, once the outbound queue made it. */
async function sendOf(text: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    const call = graph.calls.find((item) => (item.body?.text as { body?: string } | undefined)?.body === text);
    if (call?.status) return call;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the Graph API never received "${text}"`);
}

async function answer(text: string) {
  await composer(agent).getByRole('textbox', { name: 'Mensagem para o cliente' }).fill(text);
  await composer(agent).getByRole('button', { name: 'Enviar' }).click();
  await conversation(agent).getByText(text).waitFor();
}

/** The delivery mark of the agent's message with this text. */
const deliveryOf = (text: string) =>
  conversation(agent).locator('[data-message-id]').filter({ hasText: text }).locator('[data-delivery]');

const deliveryStateOf = (text: string) => deliveryOf(text).getAttribute('data-delivery', { timeout: 2000 });

beforeAll(async () => {
  graph = await startGraphServer({ accessToken: whatsappNumber.accessToken });
  server = await startServer({ env: { WHATSAPP_GRAPH_URL: graph.url } });
  browser = await launchBrowser();
  const admin = await apiAs(server.url, 'admin@demo.com.br');
  configurationId = (
    await admin.call<{ id: number }>('POST', '/settings/whatsapp-oficial', {
      description: 'WhatsApp oficial do Atendimento',
      phone: '(11) 3333-4444',
      ...whatsappNumber,
      apiVersion: 'v21.0',
      departments: [1],
    })
  ).id;
  agent = await newPage(browser);
  await signIn(agent, server.url, 'supervisor@demo.com.br');
  await agent.goto(`${server.url}/chats`);
  await agent.waitForURL('**/chats/humano/fila');
});

afterAll(async () => {
  await agent?.context().close();
  await browser?.close();
  await server?.stop();
  await graph?.close();
});

describe('WhatsApp Cloud API in the inbox', () => {
  test('a customer’s message through Meta’s webhook appears live in the queue', async () => {
    await customerWrites('Oi! Quero rastrear meu pedido');
    await row(agent, customer.name).waitFor();
    expect(await row(agent, customer.name).innerText()).toContain('Oi! Quero rastrear meu pedido');
    await screenshot(agent, 'whatsapp-pt-BR-queue');
  });

  test('the agent takes it and answers; the answer leaves through the Graph API to the customer', async () => {
    await row(agent, customer.name).click();
    await agent.getByRole('button', { name: 'Atender', exact: true }).click();
    await agent.getByRole('dialog', { name: 'Atender protocolo' }).getByRole('button', { name: 'Atender' }).click();
    await agent.waitForURL('**/chats/humano/atendimento/*');
    await answer('Claro, Sheena! Qual é o número do pedido?');
    const sent = await sendOf('Claro, Sheena! Qual é o número do pedido?');
    expect(sent).toMatchObject({
      method: 'POST',
      path: `/v21.0/${whatsappNumber.phoneNumberId}/messages`,
      authorization: `Bearer ${whatsappNumber.accessToken}`,
      status: 200,
    });
    expect(sent.body).toMatchObject({ messaging_product: 'whatsapp', to: customer.phone, type: 'text' });
    await expect
      .poll(() => deliveryStateOf('Claro, Sheena! Qual é o número do pedido?'), { timeout: 15_000 })
      .toBe('sent');
  });

  test('Meta’s receipts turn the message delivered, then read, live', async () => {
    const { messageId } = await sendOf('Claro, Sheena! Qual é o número do pedido?');
    const text = 'Claro, Sheena! Qual é o número do pedido?';
    await fromMeta(statusUpdate({ id: messageId, status: 'delivered' }));
    await expect.poll(() => deliveryStateOf(text), { timeout: 15_000 }).toBe('delivered');
    expect(await deliveryOf(text).getAttribute('aria-label')).toBe('Entregue');
    await fromMeta(statusUpdate({ id: messageId, status: 'read' }));
    await expect.poll(() => deliveryStateOf(text), { timeout: 15_000 }).toBe('read');
    expect(await deliveryOf(text).getAttribute('aria-label')).toBe('Lida');
    await screenshot(agent, 'whatsapp-pt-BR-conversation-read');
  });

  test('the customer’s reply joins the same conversation live', async () => {
    await customerWrites('É o pedido 4512');
    await conversation(agent).getByText('É o pedido 4512').waitFor();
  });

  test('a send Meta refuses shows Meta’s reason on the message', async () => {
    graph.refuseNext(400, {
      error: {
        message: '(#131026) Message undeliverable',
        type: 'OAuthException',
        code: 131026,
        error_data: { messaging_product: 'whatsapp', details: 'Message undeliverable' },
        fbtrace_id: 'Ae2e',
      },
    });
    await answer('Vou verificar com a transportadora.');
    await expect.poll(() => deliveryStateOf('Vou verificar com a transportadora.'), { timeout: 15_000 }).toBe('failed');
    expect(await deliveryOf('Vou verificar com a transportadora.').getAttribute('aria-label')).toMatch(
      /^Falha no envio: .*Message undeliverable/,
    );
    await screenshot(agent, 'whatsapp-pt-BR-send-refused');
  });
});
