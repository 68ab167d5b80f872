import { readFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import { messages } from '@contact/domain/i18n';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { esMX as webEsMX } from '../apps/web/src/i18n/locales/es-MX';
import { ptBR as webPtBR } from '../apps/web/src/i18n/locales/pt-BR';
import { settingsPagesEsMX } from '../apps/web/src/i18n/locales/settings/es-MX';
import { settingsPagesPtBR } from '../apps/web/src/i18n/locales/settings/pt-BR';
import { apiAs, customerWrites, type ApiClient } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * User administration as the demo administrator does it, in pt-BR and es-MX, light and dark:
 * a new user with a photo, the users report and its CSV. Then what settings make the inbox do:
 * a role permission that denies files hides the composer's attach button in that department,
 * and a blocked word stops a message with the notice in the agent's language.
 */
let server: RunningServer;
// The web app's texts, with those the settings pages load.
const ptBR = { ...webPtBR, ...settingsPagesPtBR };
const esMX = { ...webEsMX, ...settingsPagesEsMX };
type TextKey = keyof typeof ptBR;

let browser: Browser;
let admin: ApiClient;
let page: Page;

const variants = [
  { locale: 'pt-BR', theme: 'light', texts: ptBR },
  { locale: 'pt-BR', theme: 'dark', texts: ptBR },
  { locale: 'es-MX', theme: 'light', texts: esMX },
  { locale: 'es-MX', theme: 'dark', texts: esMX },
] as const;

/** A PNG of one colour, as a camera or an editor would save it. */
function solidPng(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const line = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => [red, green, blue]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => line));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Picks an option of a Select or MultiSelect by its label. */
async function choose(dialog: Locator, label: RegExp, option: string): Promise<void> {
  await dialog.getByLabel(label).first().click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
  // A MultiSelect keeps its menu open; a click on the title closes it.
  await dialog.getByRole('heading').first().click();
}

const startsWith = (text: string) => new RegExp(`^${text.charAt(0).toUpperCase()}${text.slice(1)}`);

/** Lets a dialog's opening transition end before a screenshot. */
const settle = (target: Page) => target.waitForTimeout(400);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiAs(server.url, 'admin@demo.com.br');
  page = await newPage(browser);
  await signIn(page, server.url, 'admin@demo.com.br');
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
});

describe('what the settings make the inbox do', () => {
  let agent: Page;
  let agentApi: ApiClient;
  let protocolId = 0;
  const attach = () =>
    agent.getByRole('form', { name: ptBR['inbox.composer.title'] }).getByRole('button', {
      name: ptBR['inbox.composer.attach'],
    });

  beforeAll(async () => {
    agentApi = await apiAs(server.url, 'operador1@demo.com.br');
    const supervisor = await apiAs(server.url, 'supervisor@demo.com.br');
    const written = await customerWrites(supervisor, { name: 'Rita Cliente', phone: '11987650031' }, 'Boa tarde!');
    protocolId = written.protocol.id;
    await agentApi.call('POST', '/protocol/take', { protocol_id: protocolId });
    agent = await newPage(browser);
    await signIn(agent, server.url, 'operador1@demo.com.br');
  });

  afterAll(async () => {
    await agent?.context().close();
  });

  test('denying files in a department hides the attach button of its conversations', async () => {
    await agent.goto(`${server.url}/chats/humano/atendimento/${protocolId}`);
    await attach().waitFor();

    await page.goto(`${server.url}/configuracoes/role-function`);
    const texts = messages['pt-BR'];
    await page.getByRole('button', { name: ptBR['settings.list.create'] }).click();
    const dialog = page.getByRole('dialog', { name: `${texts['settings.section.roleFunction']}: novo cadastro` });
    await dialog.waitFor();
    await dialog
      .getByRole('textbox', { name: startsWith(texts['fields.description']) })
      .fill('Atendimento sem arquivos');
    await choose(dialog, startsWith(texts['fields.departments']), 'Atendimento');
    for (const name of ['fields.allowAttachments', 'fields.allowPhotos', 'fields.allowAudio'] as const) {
      const toggle = dialog.getByRole('switch', { name: startsWith(texts[name]) });
      await toggle.click({ force: true });
      await expect.poll(() => toggle.isChecked()).toBe(false);
    }
    await settle(page);
    await screenshot(page, 'users-admin-role-function-no-files');
    await dialog.getByRole('button', { name: ptBR['common.save'] }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name: 'Atendimento sem arquivos', exact: true }).waitFor();

    await agent.reload();
    await agent.getByRole('log', { name: ptBR['inbox.messages'] }).getByText('Boa tarde!').waitFor();
    const textbox = agent.getByRole('textbox', { name: ptBR['inbox.composer.messageLabel'] });
    await textbox.waitFor();
    await expect.poll(() => attach().count()).toBe(0);
    await screenshot(agent, 'users-admin-composer-no-attach');
  });

  test('a blocked word stops the message with the notice in the agent’s language', async () => {
    await agentApi.call('PUT', '/profile', { language: 'es-MX' });
    await agent.reload();
    const form = agent.getByRole('form', { name: esMX['inbox.composer.title'] });
    await form.getByRole('textbox', { name: esMX['inbox.composer.messageLabel'] }).fill('No seas idiota');
    await form.getByRole('button', { name: esMX['inbox.composer.send'] }).click();
    await agent.getByText(messages['es-MX']['errors.offensiveWord']).first().waitFor();
    const log = agent.getByRole('log', { name: esMX['inbox.messages'] });
    expect(await log.getByText('No seas idiota').count()).toBe(0);
    await screenshot(agent, 'users-admin-es-MX-blocked-word');
  });
});

describe.each(variants)('users in $locale, $theme', ({ locale, theme, texts }) => {
  const t = (key: TextKey) => texts[key];
  const shared = messages[locale];
  const shot = (name: string) => screenshot(page, `users-admin-${locale}-${theme}-${name}`);
  const name = `Paula ${locale} ${theme}`;
  const email = `paula.${locale}.${theme}@demo.com.br`.toLowerCase();

  test('preferences apply', async () => {
    await admin.call('PUT', '/profile', { language: locale, theme });
    await page.goto(`${server.url}/configuracoes/usuario`);
    await page.waitForFunction(
      ([lang, scheme]) =>
        document.documentElement.lang === lang && document.documentElement.dataset.mantineColorScheme === scheme,
      [locale, theme] as const,
    );
    await page.getByRole('heading', { name: shared['settings.section.user'], exact: true }).waitFor();
    await page.getByRole('cell', { name: 'Otávio Operador', exact: true }).waitFor();
    await shot('list');
  });

  test('the administrator creates a user with a photo', async () => {
    await page.getByRole('button', { name: t('settings.list.create') }).click();
    const dialog = page.getByRole('dialog', {
      name: t('settings.form.createTitle').replace('{section}', shared['settings.section.user']),
    });
    await dialog.waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'paula.png',
      mimeType: 'image/png',
      buffer: solidPng(96, [28, 126, 214]),
    });
    await dialog.getByLabel(t('profile.photoPreview')).waitFor();
    await dialog.getByRole('textbox', { name: startsWith(shared['fields.name']) }).fill(name);
    await dialog.getByRole('textbox', { name: startsWith(shared['fields.email']) }).fill(email);
    await dialog.getByLabel(startsWith(shared['fields.password'])).fill('Paula@2026');
    await choose(dialog, startsWith(shared['fields.role']), shared['settings.option.profile.operator']);
    await choose(dialog, startsWith(shared['fields.department']), 'Atendimento');
    await settle(page);
    await shot('form-photo');
    await dialog.getByRole('button', { name: t('common.save') }).click();
    await page.getByText(shared['settings.notices.created']).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('cell', { name, exact: true }).waitFor();

    const found = await admin.call<{ items: { email: string; photoUrl: string | null }[] }>(
      'GET',
      `/settings/users?search=${encodeURIComponent(email)}`,
    );
    expect(found.items.map((user) => user.email)).toEqual([email]);
    expect(found.items[0]?.photoUrl).toMatch(/\S/);

    await page.getByRole('button', { name: texts['settings.list.edit'].replace('{name}', name) }).click();
    const edit = page.getByRole('dialog', {
      name: t('settings.form.editTitle').replace('{section}', shared['settings.section.user']),
    });
    await edit.getByRole('img', { name }).waitFor();
    await settle(page);
    await shot('form-saved-photo');
    await edit.getByRole('button', { name: t('common.cancel') }).click();
    await edit.waitFor({ state: 'detached' });
  });

  test('the users report lists the day and downloads it as CSV', async () => {
    await page.getByRole('button', { name: t('settings.users.report'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('settings.users.report.title') });
    await dialog.waitFor();
    const row = dialog.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      name,
      email,
      shared['settings.option.profile.operator'],
      'Atendimento',
      '',
      shared['settings.option.boolean.true'],
      shared['settings.option.agentStatus.offline'],
      '0',
      '0',
      expect.any(String),
    ]);
    await settle(page);
    await shot('report');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: t('settings.users.report.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^usuarios-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    const [header, ...lines] = csv.replace(/^\ufeff/, '').split(/\r?\n/);
    expect(header?.split(';').slice(0, 3)).toEqual([
      shared['fields.id'],
      shared['fields.name'],
      shared['fields.email'],
    ]);
    expect(lines.some((line) => line.includes(`;${name};${email};`))).toBe(true);
    await dialog.getByRole('button', { name: t('common.close') }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
