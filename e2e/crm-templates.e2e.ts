import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { crmTemplatesPtBR } from '../apps/web/src/i18n/locales/crm-templates';
import { ptBR } from '../apps/web/src/i18n/locales/pt-BR';
import { messages } from '@contact/domain/i18n';
import { apiAs, customerWrites } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The demo administrator creates a CRM template linked to 'Financeiro' from the CRM templates
 * screen; the new-protocol wizard then offers 'Financeiro', and only it, for a CRM contact, and
 * finds that contact among earlier protocols. A mailbox serves both Atendimento and Financeiro,
 * so without CRM both are offered.
 */
const texts = { ...messages['pt-BR'], ...ptBR, ...crmTemplatesPtBR };
const templateName = 'Clientes do Financeiro';

let server: RunningServer;
let browser: Browser;
let page: Page;

const shot = (name: string) => screenshot(page, `crm-templates-${name}`);
/** A form label starts with the field's name; required ones end with an asterisk. */
const label = (text: string) => new RegExp(`^${text}`);

async function choose(fieldLabel: string, option: string, at = 0): Promise<void> {
  await page.getByLabel(label(fieldLabel)).and(page.locator('input')).nth(at).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const admin = await apiAs(server.url, 'admin@demo.com.br');
  await admin.call('POST', '/settings/email-imap', {
    email: 'contato@demo.com.br',
    password: 'senha-da-caixa',
    host: '127.0.0.1',
    departments: [1, 2],
  });
  page = await newPage(browser);
  await signIn(page, server.url, 'admin@demo.com.br');
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
});

describe('CRM templates make the wizard’s CRM path work', () => {
  test('the menu opens the empty list', async () => {
    await page.getByRole('link', { name: texts['menu.crmTemplates'] }).click();
    await page.waitForURL('**/crm-templates');
    await page.getByText(texts['crmTemplates.empty']).waitFor();
    await shot('empty');
  });

  test('a template linked to Financeiro with two fields, checked before it is sent', async () => {
    await page.getByRole('link', { name: texts['crmTemplates.create'] }).click();
    await page.waitForURL('**/crm-templates/novo');
    await page.getByRole('button', { name: texts['crmTemplates.form.save'] }).click();
    await page
      .getByText(texts['crm.errors.noFields'])
      .or(page.locator('.mantine-InputWrapper-error').first())
      .waitFor();
    await shot('required');

    await page
      .getByRole('textbox', { name: label(texts['crmTemplates.form.name']) })
      .first()
      .fill(templateName);
    await choose(texts['crmTemplates.form.department'], 'Financeiro');
    await page.getByRole('textbox', { name: label(texts['crmTemplates.field.name']) }).fill('CPF');
    await choose(texts['crmTemplates.field.type'], texts['crmTemplates.type.cpfcnpj']);
    await page.getByRole('checkbox', { name: texts['crmTemplates.field.mandatory'] }).check();
    await page.getByRole('checkbox', { name: texts['crmTemplates.field.primary'] }).check();

    await page.getByRole('button', { name: texts['crmTemplates.form.addField'] }).click();
    await page
      .getByRole('textbox', { name: label(texts['crmTemplates.field.name']) })
      .nth(1)
      .fill('Plano');
    await choose(texts['crmTemplates.field.type'], texts['crmTemplates.type.options'], 1);
    const choices = page.getByLabel(label(texts['crmTemplates.field.options'])).and(page.locator('input'));
    await choices.fill('Ouro');
    await choices.press('Enter');
    await choices.fill('Prata');
    await choices.press('Enter');
    await shot('form');

    await page.getByRole('button', { name: texts['crmTemplates.form.save'] }).click();
    await page.getByText(texts['crmTemplates.notices.created']).waitFor();
    await page.waitForURL('**/crm-templates');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: templateName, exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Financeiro');
    await shot('list');
  });

  test('the new-protocol wizard on /chats offers Financeiro, and only it, for a CRM contact', async () => {
    await page.goto(`${server.url}/chats`);
    await page.getByRole('button', { name: texts['newProtocol.open'] }).click();
    const wizard = page.getByRole('dialog', { name: texts['newProtocol.title'] });
    await wizard.waitFor();
    await wizard.getByRole('radio', { name: texts['newProtocol.online'] }).check();
    await wizard.getByRole('radio', { name: texts['newProtocol.detached'] }).check();
    const department = wizard.getByLabel(label(texts['newProtocol.department'])).and(page.locator('input'));
    await department.click();
    await page.getByRole('option', { name: 'Financeiro' }).waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Atendimento', 'Financeiro']);
    await page.keyboard.press('Escape');

    await wizard.getByRole('radio', { name: texts['newProtocol.crm'] }).check();
    await department.click();
    await page.getByRole('option', { name: 'Financeiro' }).waitFor();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Financeiro']);
    await shot('wizard-crm-departments');
    await page.getByRole('option', { name: 'Financeiro' }).click();
    await wizard.getByRole('button', { name: texts['inbox.channel.email'], exact: true }).waitFor();
    await shot('wizard-crm-chosen');
  });

  test('the CRM contact is found by a protocol number, part of a phone, or a name typed without accents', async () => {
    const admin = await apiAs(server.url, 'admin@demo.com.br');
    const customer = { name: 'Heloísa Buscada', phone: '11955554321' };
    const { protocol } = await customerWrites(admin, customer, 'Quero renegociar', 2);
    const wizard = page.getByRole('dialog', { name: texts['newProtocol.title'] });
    await wizard.getByRole('button', { name: texts['inbox.channel.email'], exact: true }).click();
    await wizard.getByRole('button', { name: texts['newProtocol.next'], exact: true }).click();
    const search = wizard.getByRole('textbox', { name: texts['newProtocol.search'] });
    const pick = wizard.getByRole('button', {
      name: texts['newProtocol.pickCustomer'].replace('{name}', customer.name),
    });
    const nothingFound = wizard.getByText(texts['newProtocol.noCustomers']);
    for (const text of [protocol.number, '5555-4321', 'heloisa busc']) {
      // Nothing found first, so that the customer shown is the answer to this search.
      await search.fill('zzzz');
      await nothingFound.waitFor();
      await search.fill(text);
      await pick.waitFor();
    }
    await search.fill('5555-9999');
    await nothingFound.waitFor();
    await search.fill(protocol.number);
    await pick.click();
    await wizard.getByText(texts['newProtocol.chosenCustomer'].replace('{name}', customer.name)).waitFor();
    await shot('wizard-crm-customer');
  });
});
