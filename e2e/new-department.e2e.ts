import { messages } from '@contact/domain/i18n';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * A new department set up from nothing by the demo administrator, only through the settings
 * screens (department, operator, opening hours, SLA, tabulation, widget), then serving a
 * customer who writes from that widget: the department's distribution hands it to the new
 * operator once they go online; they answer and finalize with the new tabulation. The steps
 * run in order.
 */
const texts = messages['pt-BR'];
const department = 'Vendas Online';
const operator = { name: 'Sofia Vendas', email: 'sofia.vendas@demo.com.br', password: 'Vendas@2026' };
const tabulation = 'Venda concluída';
const widgetTitle = 'Compre pelo chat';
const noOperatorMessage = 'Nossos vendedores estão ocupados. Já vamos responder.';
const outOfHoursMessage = 'A loja online atende todos os dias. Deixe sua mensagem.';

let server: RunningServer;
let browser: Browser;
let admin: Page;
let agent: Page;
let customer: Page;
let widgetKey = '';

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A form label starts with the field's name; required ones end with an asterisk. */
const label = (text: string) => new RegExp(`^${capitalised(text)}`);

/** Opens a section's page from the settings index, as a new administrator finds it. */
async function openSection(title: string, segment: string): Promise<void> {
  await admin.goto(`${server.url}/configuracoes`);
  await admin.getByRole('link', { name: title, exact: true }).click();
  await admin.waitForURL(`**/configuracoes/${segment}`);
  await admin.getByText(/^\d+ cadastros$/).waitFor();
}

async function openCreateForm(title: string): Promise<Locator> {
  await admin.getByRole('button', { name: 'Novo cadastro' }).click();
  const dialog = admin.getByRole('dialog', { name: `${title}: novo cadastro` });
  await dialog.waitFor();
  return dialog;
}

/** Picks an option of a Select or MultiSelect (the `at`-th of that label). */
async function choose(dialog: Locator, field: string, option: string, at = 0): Promise<void> {
  await dialog.getByLabel(label(field)).nth(at).click();
  await admin.getByRole('option', { name: option, exact: true }).click();
  // A MultiSelect keeps its menu open; a click on the title closes it.
  await dialog.getByRole('heading').first().click();
}

/** Saves a new record: the success notice, the dialog gone, the record in the list. */
async function saveNew(dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await admin.getByText(texts['settings.notices.created']).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await admin.getByRole('cell', { name, exact: true }).first().waitFor();
}

/** Lets a dialog's opening transition end before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

const shot = (page: Page, name: string) => screenshot(page, `new-department-${name}`);

const row = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}, protocolo \\d+$`) });
const agentMessages = (page: Page) => page.getByRole('log', { name: 'Mensagens' });
const widgetLog = (page: Page) => page.locator('[data-contact-widget]').getByRole('log');
const statusButton = (page: Page, status: string) =>
  page.getByRole('button', { name: `Alterar meu status (${status})` });

async function expectCount(page: Page, queue: string, value: number): Promise<void> {
  await page.waitForFunction(
    ([testId, expected]) => document.querySelector(`[data-testid="${testId}"]`)?.textContent === expected,
    [`count-humano-${queue}`, String(value)] as const,
  );
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await newPage(browser);
  await signIn(admin, server.url, 'admin@demo.com.br');
});

afterAll(async () => {
  for (const page of [admin, agent, customer]) await page?.context().close();
  await browser?.close();
  await server?.stop();
});

describe('a new department set up from nothing serves its first customer', () => {
  test('the administrator creates the department', async () => {
    const title = texts['settings.section.department'];
    await openSection(title, 'departamento');
    const dialog = await openCreateForm(title);
    await dialog.getByRole('textbox', { name: label(texts['fields.name']) }).fill(department);
    await dialog
      .getByRole('textbox', { name: capitalised(texts['fields.email']), exact: true })
      .fill('vendas@demo.com.br');
    await settle(admin);
    await shot(admin, 'department-form');
    await saveNew(dialog, department);
    await shot(admin, 'department-list');
  });

  test('a new operator of the department signs in in another browser', async () => {
    const title = texts['settings.section.user'];
    await openSection(title, 'usuario');
    const dialog = await openCreateForm(title);
    await dialog.getByRole('textbox', { name: label(texts['fields.name']) }).fill(operator.name);
    await dialog.getByRole('textbox', { name: label(texts['fields.email']) }).fill(operator.email);
    await dialog.getByLabel(label(texts['fields.password'])).fill(operator.password);
    await choose(dialog, texts['fields.role'], texts['settings.option.profile.operator']);
    await choose(dialog, texts['fields.department'], department);
    await settle(admin);
    await shot(admin, 'user-form');
    await saveNew(dialog, operator.name);
    const saved = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: operator.name, exact: true }) });
    expect(await saved.innerText()).toContain(department);

    agent = await newPage(browser);
    await signIn(agent, server.url, operator.email, operator.password);
    await statusButton(agent, 'Offline').waitFor();
    await agent.getByRole('link', { name: 'Chat' }).click();
    await agent.waitForURL('**/chats/humano/atendimento');
    await expectCount(agent, 'fila', 0);
    await shot(agent, 'operator-signed-in');
  });

  test('opening hours all week, all day, with the out-of-hours and no-operator messages', async () => {
    const title = texts['settings.section.schedule'];
    await openSection(title, 'horario');
    const dialog = await openCreateForm(title);
    await dialog.getByRole('textbox', { name: label(texts['fields.description']) }).fill('Vendas todos os dias');
    await choose(dialog, texts['fields.departments'], department);
    const addDay = dialog.getByRole('button', { name: `Adicionar: ${capitalised(texts['fields.weekdays'])}` });
    const weekdays = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
    for (const [at, weekday] of weekdays.entries()) {
      await addDay.click();
      await choose(dialog, texts['fields.weekday'], texts[`settings.option.weekday.${weekday}`], at);
      await dialog.getByLabel(label(texts['fields.start'])).nth(at).fill('00:00');
      await dialog.getByLabel(label(texts['fields.end'])).nth(at).fill('23:59');
    }
    await dialog.getByRole('textbox', { name: label(texts['fields.outOfHoursMessage']) }).fill(outOfHoursMessage);
    await dialog.getByRole('textbox', { name: label(texts['fields.noOperatorMessage']) }).fill(noOperatorMessage);
    await settle(admin);
    await shot(admin, 'schedule-form');
    await saveNew(dialog, 'Vendas todos os dias');
    await shot(admin, 'schedule-list');
  });

  test('an SLA for the department on the web chat', async () => {
    const title = texts['settings.section.sla'];
    await openSection(title, 'sla');
    const dialog = await openCreateForm(title);
    await dialog.getByRole('textbox', { name: label(texts['fields.description']) }).fill('Vendas pelo chat');
    await dialog.getByRole('textbox', { name: label(texts['fields.time']) }).fill('5');
    await choose(dialog, 'Unidade de tempo', texts['settings.option.unitOfTime.minute']);
    await choose(dialog, texts['fields.departments'], department);
    await choose(dialog, texts['fields.channels'], texts['settings.option.channel.chat']);
    await settle(admin);
    await shot(admin, 'sla-form');
    await saveNew(dialog, 'Vendas pelo chat');
  });

  test('a tabulation of the department', async () => {
    const title = texts['settings.section.tabulation'];
    await openSection(title, 'tabulacoes');
    const dialog = await openCreateForm(title);
    await dialog.getByRole('textbox', { name: label(texts['fields.description']) }).fill(tabulation);
    await choose(dialog, texts['fields.departments'], department);
    await settle(admin);
    await shot(admin, 'tabulation-form');
    await saveNew(dialog, tabulation);
  });

  test('a widget of the department; its saved record gives the embed code', async () => {
    const title = texts['settings.section.widget'];
    await openSection(title, 'widget');
    const dialog = await openCreateForm(title);
    await dialog.getByRole('textbox', { name: label(texts['fields.name']) }).fill('Chat da loja');
    await choose(dialog, texts['fields.department'], department);
    await dialog.getByRole('textbox', { name: label(texts['fields.title']) }).fill(widgetTitle);
    await settle(admin);
    await shot(admin, 'widget-form');
    await saveNew(dialog, 'Chat da loja');

    await admin.getByRole('button', { name: 'Editar Chat da loja' }).click();
    const edit = admin.getByRole('dialog', { name: `${title}: editar` });
    const code = edit.getByRole('textbox', { name: 'Código para o site' });
    await code.waitFor();
    const embed = await code.inputValue();
    widgetKey = /data-key="([^"]+)"/.exec(embed)?.[1] ?? '';
    expect(widgetKey).toMatch(/\S/);
    await code.scrollIntoViewIfNeeded();
    await settle(admin);
    await shot(admin, 'widget-embed-code');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await edit.waitFor({ state: 'detached' });
  });

  test('the customer writes from the widget; with nobody online the no-operator message answers', async () => {
    customer = await newPage(browser);
    await customer.goto(`${server.url}/widget/demo?key=${encodeURIComponent(widgetKey)}`);
    await customer.getByRole('button', { name: 'Abrir o chat' }).click();
    await customer.getByRole('dialog', { name: widgetTitle }).waitFor();
    await customer.getByLabel('Nome', { exact: true }).fill('Bruno Comprador');
    await customer.getByLabel('E-mail', { exact: true }).fill('bruno@cliente.com.br');
    await shot(customer, 'widget-pre-chat');
    await customer.getByRole('button', { name: 'Iniciar conversa' }).click();
    const textbox = customer.getByRole('textbox', { name: 'Escreva sua mensagem…' });
    await textbox.fill('Olá, quero comprar um notebook');
    await customer.keyboard.press('Enter');
    await widgetLog(customer).getByText('Olá, quero comprar um notebook').waitFor();
    await widgetLog(customer).getByText(noOperatorMessage).waitFor();
    expect(await widgetLog(customer).getByText(outOfHoursMessage).count()).toBe(0);
    await shot(customer, 'widget-no-operator');
    // Live, without a reload: the operator's chat menu counts it in the department's queue.
    await expectCount(agent, 'fila', 1);
    await shot(agent, 'operator-queue-count');
  });

  test('the operator goes online; the department’s distribution hands the protocol over live', async () => {
    await statusButton(agent, 'Offline').click();
    await agent.getByRole('menuitem', { name: 'Ficar online' }).click();
    await statusButton(agent, 'Online').waitFor();
    await row(agent, 'Bruno Comprador').waitFor();
    await expectCount(agent, 'atendimento', 1);
    await expectCount(agent, 'fila', 0);
    expect(await row(agent, 'Bruno Comprador').innerText()).toContain('Olá, quero comprar um notebook');
    await shot(agent, 'operator-queue');
  });

  test('the operator opens it and answers; the customer sees the answer live', async () => {
    await row(agent, 'Bruno Comprador').click();
    await agent.waitForURL('**/chats/humano/atendimento/*');
    await agentMessages(agent).getByText('Olá, quero comprar um notebook').waitFor();
    await agent.getByTestId('protocol-status').getByText('Aguardando operador').waitFor();
    // The department's SLA for the web chat runs its clock.
    await agent.getByRole('region', { name: 'Conversa' }).getByText('Em dia', { exact: true }).waitFor();
    const composer = agent.getByRole('form', { name: 'Responder' });
    await composer.getByRole('textbox', { name: 'Mensagem para o cliente' }).fill('Olá, Bruno! Qual modelo procura?');
    await composer.getByRole('button', { name: 'Enviar' }).click();
    await agentMessages(agent).getByText('Olá, Bruno! Qual modelo procura?').waitFor();
    await widgetLog(customer).getByText('Olá, Bruno! Qual modelo procura?').waitFor();
    await agent.getByTestId('protocol-status').getByText('Aguardando cliente').waitFor();
    await shot(agent, 'operator-answer');
    await shot(customer, 'widget-answer');
  });

  test('the operator finalizes with the new tabulation; the protocol is in the closed list', async () => {
    await agent.getByRole('button', { name: 'Finalizar' }).click();
    const finalize = agent.getByRole('dialog', { name: 'Finalizar protocolo' });
    await finalize.waitFor();
    await finalize.getByRole('combobox', { name: 'Tabulação' }).click();
    const offered = agent.getByRole('option', { name: tabulation });
    await offered.waitFor();
    // Another department's tabulation is not offered here.
    expect(await agent.getByRole('option', { name: 'Problema técnico encaminhado' }).count()).toBe(0);
    await offered.click();
    await settle(agent);
    await shot(agent, 'finalize');
    await finalize.getByRole('button', { name: 'Finalizar' }).click();
    await agent.getByText('Protocolo finalizado com sucesso!').waitFor();
    await agent.waitForURL('**/chats/humano/atendimento');
    await expectCount(agent, 'atendimento', 0);

    await agent
      .getByRole('navigation', { name: 'Filas' })
      .getByRole('link', { name: /^Finalizados \d/ })
      .first()
      .click();
    await agent.waitForURL('**/chats/humano/fechado');
    await row(agent, 'Bruno Comprador').waitFor();
    await expectCount(agent, 'fechado', 1);
    await shot(agent, 'closed-list');
  });
});
