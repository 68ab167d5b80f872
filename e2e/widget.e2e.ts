import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The web chat widget as a customer meets it on the demo page, with a supervisor answering
 * from the inbox in another browser. The steps run in order.
 */
let server: RunningServer;
let browser: Browser;
let agent: Page;
let customer: Page;

const row = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}, protocolo \\d+$`) });
const agentMessages = (page: Page) => page.getByRole('log', { name: 'Mensagens' });
const widgetLog = (page: Page) => page.locator('[data-contact-widget]').getByRole('log');

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  [agent, customer] = await Promise.all([newPage(browser), newPage(browser)]);
  await signIn(agent, server.url, 'supervisor@demo.com.br');
  await agent.goto(`${server.url}/chats`);
  await agent.waitForURL('**/chats/humano/fila');
});

afterAll(async () => {
  for (const page of [agent, customer]) await page?.context().close();
  await browser?.close();
  await server?.stop();
});

describe('the web chat widget on the demo page', () => {
  test('the customer opens the chat and the pre-chat form asks for an e-mail or a phone', async () => {
    await customer.goto(`${server.url}/widget/demo`);
    await customer.getByRole('button', { name: 'Abrir o chat' }).click();
    await customer.getByRole('dialog', { name: 'Fale com a gente' }).waitFor();
    await customer.getByLabel('Nome', { exact: true }).fill('Carla Cliente');
    await customer.getByRole('button', { name: 'Iniciar conversa' }).click();
    await customer.getByText('Informe um e-mail ou um telefone.').first().waitFor();
    expect(await customer.getByText('Informe um e-mail ou um telefone.').count()).toBe(2);
    await screenshot(customer, 'widget-pt-BR-pre-chat-errors');
    await customer.getByLabel('E-mail', { exact: true }).fill('carla@cliente.com.br');
    await customer.getByRole('button', { name: 'Iniciar conversa' }).click();
    await customer.getByRole('textbox', { name: 'Escreva sua mensagem…' }).waitFor();
  });

  test('the customer writes; the protocol reaches the agent live', async () => {
    await customer.getByRole('textbox', { name: 'Escreva sua mensagem…' }).fill('Olá, vim pelo site da loja');
    await customer.keyboard.press('Enter');
    await widgetLog(customer).getByText('Olá, vim pelo site da loja').waitFor();
    await customer.waitForFunction(() =>
      document
        .querySelector('[data-contact-widget]')
        ?.shadowRoot?.querySelector('.bubble.mine:not([data-message^="pending"]) .meta')
        ?.textContent?.includes('✓'),
    );
    await row(agent, 'Carla Cliente').waitFor();
    expect(await row(agent, 'Carla Cliente').innerText()).toContain('Olá, vim pelo site da loja');
  });

  test('the agent answers from the inbox and the customer sees it live', async () => {
    await row(agent, 'Carla Cliente').click();
    await agentMessages(agent).getByText('Olá, vim pelo site da loja').waitFor();
    await agent.getByRole('button', { name: 'Atender', exact: true }).click();
    await agent.getByRole('dialog', { name: 'Atender protocolo' }).getByRole('button', { name: 'Atender' }).click();
    await agent.waitForURL('**/chats/humano/atendimento/*');
    await agentMessages(agent).getByText('Olá, vim pelo site da loja').waitFor();
    const composer = agent.getByRole('form', { name: 'Responder' });
    await composer.getByRole('textbox', { name: 'Mensagem para o cliente' }).fill('Olá, Carla! Em que posso ajudar?');
    await composer.getByRole('button', { name: 'Enviar' }).click();
    await widgetLog(customer).getByText('Olá, Carla! Em que posso ajudar?').waitFor();
    await screenshot(customer, 'widget-pt-BR-conversation');
    await screenshot(agent, 'widget-inbox-agent-answer');
  });

  test('a reload keeps the conversation', async () => {
    await customer.reload();
    await widgetLog(customer).getByText('Olá, Carla! Em que posso ajudar?').waitFor();
    expect(await widgetLog(customer).getByText('Olá, vim pelo site da loja').count()).toBe(1);
  });

  test('each side sees the other typing, and the indicator goes when the answer comes', async () => {
    const widgetText = customer.getByRole('textbox', { name: 'Escreva sua mensagem…' });
    await widgetText.pressSequentially('Quero trocar');
    await agent.getByText('Cliente digitando…').waitFor();
    await screenshot(agent, 'widget-inbox-customer-typing');
    await agent.getByText('Cliente digitando…').waitFor({ state: 'detached' });
    const composer = agent.getByRole('form', { name: 'Responder' });
    await composer.getByRole('textbox', { name: 'Mensagem para o cliente' }).pressSequentially('Claro, qual');
    const agentTyping = customer.locator('[data-contact-widget]').getByText('Atendente digitando…');
    await agentTyping.waitFor();
    await screenshot(customer, 'widget-pt-BR-agent-typing');
    await composer.getByRole('textbox', { name: 'Mensagem para o cliente' }).pressSequentially(' produto?');
    await composer.getByRole('button', { name: 'Enviar' }).click();
    await widgetLog(customer).getByText('Claro, qual produto?').waitFor();
    expect(await agentTyping.isVisible()).toBe(false);
  });

  test('a Spanish page shows the widget in its language', async () => {
    const spanish = await newPage(browser, { locale: 'es-AR' });
    await spanish.goto(`${server.url}/widget/demo?lang=es-AR`);
    await spanish.getByRole('button', { name: 'Abrir el chat' }).click();
    await spanish.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await spanish.getByRole('button', { name: 'Iniciar conversación' }).click();
    await spanish.getByText('Ingresá un correo electrónico o un teléfono.').first().waitFor();
    await screenshot(spanish, 'widget-es-AR-pre-chat');
    await spanish.context().close();
  });
});
