import { messages } from '@contact/domain/i18n';
import { settingsSections } from '@contact/domain/settings';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The settings sections as the demo administrator uses them: every section's list, the SLA
 * duplicate refused, a break created, a blocked word turned off and on.
 */
const texts = messages['pt-BR'];
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPage(browser);
  await signIn(page, server.url, 'admin@demo.com.br');
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
});

/** Opens a section's page and waits for its list (or empty state) to load. */
async function openSection(segment: string): Promise<void> {
  await page.goto(`${server.url}/configuracoes/${segment}`);
  await page.getByText(/^\d+ cadastros$/).waitFor();
}

async function openCreateForm(sectionTitle: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Novo cadastro' }).click();
  const dialog = page.getByRole('dialog', { name: `${sectionTitle}: novo cadastro` });
  await dialog.waitFor();
  return dialog;
}

/** Picks an option of a Select or MultiSelect by its label. */
async function choose(dialog: Locator, label: RegExp, option: string): Promise<void> {
  await dialog.getByLabel(label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // A MultiSelect keeps its menu open; a click on the title closes it.
  await dialog.getByRole('heading').first().click();
}

/** Lets the dialog's opening transition end before a screenshot. */
const settle = () => page.waitForTimeout(400);

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('settings sections', () => {
  test('the settings page lists the sections in groups, each opening its page', async () => {
    await page.goto(`${server.url}/configuracoes`);
    await page.getByRole('navigation', { name: 'Operação' }).waitFor();
    await screenshot(page, 'settings-index');
    await page.getByRole('link', { name: texts['settings.section.sla'], exact: true }).click();
    await page.waitForURL('**/configuracoes/sla');
    await page.getByRole('heading', { name: texts['settings.section.sla'] }).waitFor();
  });

  test('an SLA for a department and channel that already has one is refused', async () => {
    await openSection('sla');
    const dialog = await openCreateForm(texts['settings.section.sla']);
    await dialog.getByRole('textbox', { name: /^Tempo/ }).fill('20');
    await choose(dialog, /^Unidade de tempo/, 'Minutos');
    await choose(dialog, /^Departamentos/, 'Atendimento');
    await choose(dialog, /^Canais/, 'WhatsApp');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Já existe sla para esse departamento e canal').first().waitFor();
    await screenshot(page, 'settings-sla-form-duplicate');
    await closeDialog(dialog);
  });

  test('a new break appears in the list', async () => {
    await openSection('pausas');
    const dialog = await openCreateForm(texts['settings.section.break']);
    await dialog.getByRole('textbox', { name: /^Descrição/ }).fill('Treinamento');
    await dialog.getByRole('textbox', { name: /^Tempo/ }).fill('30');
    await choose(dialog, /^Departamentos/, 'Atendimento');
    await dialog.getByRole('switch', { name: 'Obrigatória' }).click({ force: true });
    await settle();
    await screenshot(page, 'settings-pausas-form');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText(texts['settings.notices.created']).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Treinamento', exact: true }).waitFor();
    await screenshot(page, 'settings-pausas-created');
  });

  test('a blocked word is turned off and on again', async () => {
    await openSection('palavra_bloqueada');
    const toggle = page.getByRole('switch', { name: 'Ativar ou desativar idiota' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await page.getByText(texts['settings.notices.deactivated']).first().waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await page.getByText(texts['settings.notices.activated']).first().waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
  });

  test('every section shows its list; a few show their form', async () => {
    const withForm = new Set(['usuario', 'departamento', 'widget', 'whatsapp', 'horario', 'create-ben']);
    for (const section of settingsSections.filter((item) => !item.parent)) {
      await openSection(section.segment);
      await page.getByRole('heading', { name: texts[section.title], exact: true }).waitFor();
      await screenshot(page, `settings-${section.segment}`);
      if (withForm.has(section.segment)) {
        const dialog = await openCreateForm(texts[section.title]);
        await settle();
        await screenshot(page, `settings-${section.segment}-form`);
        await closeDialog(dialog);
      }
    }
  });

  test('a new WhatsApp account opens its HSM templates', async () => {
    await openSection('whatsapp');
    const dialog = await openCreateForm(texts['settings.section.whatsapp']);
    await dialog.getByRole('textbox', { name: /^Descrição/ }).fill('Central de vendas');
    await dialog.getByRole('textbox', { name: /^Telefone/ }).fill('11987654321');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: texts['settings.section.whatsappHsm'] }).first().click();
    await page.waitForURL(/\/configuracoes\/whatsapp\/\d+\/whatsapp-hsm$/);
    await page.getByRole('heading', { name: texts['settings.section.whatsappHsm'] }).waitFor();
    await page.getByText(/^\d+ cadastros$/).waitFor();
    await screenshot(page, 'settings-whatsapp-hsm');
  });

  test('an unknown section shows the not-found page', async () => {
    await page.goto(`${server.url}/configuracoes/nao-existe`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
  });
});
