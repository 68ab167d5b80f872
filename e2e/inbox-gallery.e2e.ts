import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { esMX } from '../apps/web/src/i18n/locales/es-MX';
import { ptBR, type WebMessageKey } from '../apps/web/src/i18n/locales/pt-BR';
import { apiAs, customerWrites, type ApiClient } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * Every screen and dialog of the inbox in pt-BR and es-MX, light and dark, for review. The
 * administrator sees every protocol; the texts to find come from the app's own locale files.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let admin: ApiClient;
const ids = { waiting: 0, mine: 0, closed: 0 };

const variants = [
  { locale: 'pt-BR', theme: 'light', texts: ptBR },
  { locale: 'pt-BR', theme: 'dark', texts: ptBR },
  { locale: 'es-MX', theme: 'light', texts: esMX },
  { locale: 'es-MX', theme: 'dark', texts: esMX },
] as const;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await apiAs(server.url, 'admin@demo.com.br');
  const supervisor = await apiAs(server.url, 'supervisor@demo.com.br');
  // A screen-blocking break the administrator may leave at once (the demo's lunch is obligatory).
  const adminProfile = await admin.call<{ department: number[] }>('GET', '/authentication/me');
  await admin.call('POST', '/settings/break', {
    description: 'Treinamento',
    time: 30,
    departments: adminProfile.department,
    blocksScreen: true,
  });

  const closed = await customerWrites(supervisor, { name: 'Carla Cliente', phone: '11987650013' }, 'Obrigada!');
  ids.closed = closed.protocol.id;
  await admin.call('POST', '/protocol/take', { protocol_id: ids.closed });
  await admin.call('PUT', `/protocol/closed/${ids.closed}`);

  const mine = await customerWrites(supervisor, { name: 'João Cliente', phone: '11987650012' }, 'Meu pedido atrasou');
  ids.mine = mine.protocol.id;
  await admin.call('POST', '/protocol/take', { protocol_id: ids.mine });
  await admin.call('POST', '/message', { protocol_id: ids.mine, text: 'Olá, João! Vou verificar o seu pedido.' });
  await customerWrites(supervisor, { name: 'João Cliente', phone: '11987650012' }, 'Obrigado, fico no aguardo');
  await admin.call('POST', '/note', { protocol_id: ids.mine, text: 'Pedido 4512, transportadora avisada' });
  await admin.call('POST', '/protocol/tag', { id_protocol: ids.mine, id_tag: (await tagId('VIP')) ?? 0 });

  // An extension for the dialer's menu; out of the distribution, so returning from a break
  // online does not give the administrator the waiting protocol the next pictures show.
  const me = await admin.call<{ id: number }>('GET', '/authentication/me');
  await admin.call('PUT', '/settings/users', { id: me.id, ramal: '3009', distribuition: false });

  const waiting = await customerWrites(supervisor, { name: 'Maria Cliente', phone: '11987650011' }, 'Olá, bom dia!');
  ids.waiting = waiting.protocol.id;

  page = await newPage(browser);
  await signIn(page, server.url, 'admin@demo.com.br');
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
});

async function tagId(name: string): Promise<number | undefined> {
  const tags = await admin.call<{ items: { id: number; name: string }[] }>('GET', '/settings/tag?limit=100');
  return tags.items.find((tag) => tag.name === name)?.id;
}

describe.each(variants)('the inbox in $locale, $theme', ({ locale, theme, texts }) => {
  const t = (key: WebMessageKey, params: Record<string, string | number> = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
  const shot = (name: string) => screenshot(page, `inbox-${locale}-${theme}-${name}`);
  const menu = () => page.getByRole('navigation', { name: t('inbox.queues') });
  const row = (customer: string) => page.getByRole('link', { name: new RegExp(`^${customer}, `) });

  async function openDialog(open: () => Promise<void>, title: string, name: string): Promise<void> {
    await open();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await shot(`dialog-${name}`);
    await dialog.getByRole('button', { name: t('common.cancel') }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  const fromMenu = (item: string) => async () => {
    await page.getByRole('button', { name: t('inbox.action.more') }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  const button = (name: string) => async () => {
    await page.getByRole('button', { name, exact: true }).click();
  };

  test('preferences apply', async () => {
    await admin.call('PUT', '/profile', { language: locale, theme });
    await page.goto(`${server.url}/chats/humano/fila`);
    await page.waitForFunction(
      ([lang, scheme]) =>
        document.documentElement.lang === lang && document.documentElement.dataset.mantineColorScheme === scheme,
      [locale, theme] as const,
    );
    await row('Maria Cliente').waitFor();
    await shot('queue');
  });

  test('a waiting protocol and the take dialogs', async () => {
    await row('Maria Cliente').click();
    await page.waitForURL(`**/chats/humano/fila/${ids.waiting}`);
    await page
      .getByRole('log', { name: t('inbox.messages') })
      .getByText('Olá, bom dia!')
      .waitFor();
    await shot('conversation-waiting');
    await openDialog(button(t('inbox.take.submit')), t('inbox.take.title'), 'take');
    await openDialog(button(t('inbox.takeNext')), t('inbox.takeNext'), 'take-next');
  });

  test('a conversation in attendance, its dialogs and its side panel', async () => {
    await menu()
      .getByRole('link', { name: new RegExp(`^${t('inbox.queue.atendimento')} `) })
      .click();
    await row('João Cliente').click();
    await page.waitForURL(`**/chats/humano/atendimento/${ids.mine}`);
    await page
      .getByRole('log', { name: t('inbox.messages') })
      .getByText('Obrigado, fico no aguardo')
      .waitFor();
    await shot('conversation');
    await openDialog(button(t('inbox.action.transfer')), t('inbox.transfer.title'), 'transfer');
    await openDialog(button(t('inbox.action.finalize')), t('inbox.tabulation.finalizeTitle'), 'finalize');
    await openDialog(fromMenu(t('inbox.action.tabulate')), t('inbox.tabulation.tabulateTitle'), 'tabulate');
    await openDialog(fromMenu(t('inbox.action.categorize')), t('inbox.categorize.title'), 'categorize');
    await openDialog(fromMenu(t('inbox.pause.pause')), t('inbox.pause.title'), 'pause');
    await openDialog(fromMenu(t('inbox.ai.turnOn')), t('inbox.ai.onTitle'), 'ai');
    await openDialog(fromMenu(t('inbox.action.tags')), t('inbox.tags.title'), 'tags');
    await openDialog(fromMenu(t('inbox.action.note')), t('inbox.note.title'), 'note');
    await openDialog(fromMenu(t('inbox.action.scheduleCall')), t('inbox.schedule.title'), 'schedule-call');
    await openDialog(fromMenu(t('inbox.action.reminder')), t('inbox.reminder.title'), 'reminder');
    await openDialog(fromMenu(t('inbox.action.assign')), t('inbox.assign.title'), 'assign');
    await openDialog(fromMenu(t('inbox.close.title')), t('inbox.close.title'), 'close');

    const panel = page.getByRole('complementary');
    if (!(await panel.count())) await page.getByRole('button', { name: t('inbox.sidePanel.toggle') }).click();
    await panel.getByRole('form', { name: t('inbox.customer.title') }).waitFor();
    await shot('side-panel-customer');
    await panel.getByRole('tab', { name: t('inbox.sidePanel.history') }).click();
    await panel
      .getByRole('list', { name: t('inbox.history.title') })
      .or(panel.getByText(t('inbox.history.none')))
      .waitFor();
    await shot('side-panel-history');
    const notesTab = t('inbox.sidePanel.notes', { count: 'COUNT' }).replace(/[()]/g, '\\$&').replace('COUNT', '\\d+');
    await panel.getByRole('tab', { name: new RegExp(notesTab) }).click();
    await panel.getByText('Pedido 4512, transportadora avisada').waitFor();
    await shot('side-panel-notes');
    await panel.getByRole('tab', { name: t('inbox.sidePanel.timeline') }).click();
    await panel.getByText(t('inbox.timeline.taken')).waitFor();
    await shot('side-panel-events');
    await page.getByRole('button', { name: t('inbox.sidePanel.toggle') }).click();

    const composer = page.getByRole('form', { name: t('inbox.composer.title') });
    await composer.getByText(t('inbox.composer.noteMode'), { exact: true }).click();
    await composer.getByRole('textbox', { name: t('inbox.composer.noteLabel') }).fill('Retornar amanhã às 10h');
    await shot('composer-note');
    await composer.getByRole('textbox', { name: t('inbox.composer.noteLabel') }).fill('');
    await composer.getByText(t('inbox.composer.messageMode'), { exact: true }).click();
  });

  test('the agent’s state: status, breaks, team, dialer, notifications and a blocking break', async () => {
    const prefix = (key: WebMessageKey) => t(key, { status: '\u0000', count: '\u0000' }).split('\u0000')[0] ?? '';
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const statusButton = () => page.getByRole('button', { name: new RegExp(`^${escape(prefix('agentStatus.open'))}`) });
    await statusButton().click();
    await page.getByRole('menuitem', { name: /Almoço/ }).waitFor();
    await shot('status-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`^${escape(prefix('agentStatus.team.open'))}`) }).click();
    await page.getByRole('list', { name: t('agentStatus.team.title') }).waitFor();
    await shot('team-status');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: new RegExp(`^${escape(t('dialer.label'))}`) }).click();
    await page.getByRole('menuitem', { name: t('dialer.connect') }).waitFor();
    await shot('dialer');
    await page.keyboard.press('Escape');

    await openDialog(
      async () => {
        await page.getByRole('button', { name: t('userMenu.open') }).click();
        await page.getByRole('menuitem', { name: t('userMenu.notifications') }).click();
      },
      t('notify.title'),
      'notifications',
    );

    await statusButton().click();
    await page.getByRole('menuitem', { name: /Treinamento/ }).click();
    const overlay = page.getByTestId('break-overlay');
    await overlay.waitFor();
    await shot('break-overlay');
    await overlay.getByRole('button', { name: t('agentStatus.return') }).click();
    await overlay.waitFor({ state: 'detached' });
  });

  test('the filters and a closed protocol', async () => {
    await page.getByRole('button', { name: t('inbox.filters'), exact: true }).click();
    await page.getByRole('combobox', { name: t('inbox.filter.department') }).waitFor();
    await shot('filters');
    await page.getByRole('button', { name: t('inbox.filters'), exact: true }).click();
    await page.goto(`${server.url}/chats/humano/fechado/${ids.closed}`);
    await page.getByText(t('inbox.composer.closed')).waitFor();
    await shot('conversation-closed');
  });
});
