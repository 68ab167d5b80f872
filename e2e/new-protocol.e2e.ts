import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { esAR } from '../apps/web/src/i18n/locales/es-AR';
import { ptBR, type WebMessageKey } from '../apps/web/src/i18n/locales/pt-BR';
import { apiAs, type ApiClient } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * The demo operator starts protocols with the new-protocol wizard: an e-mail and a WhatsApp with
 * an approved template, on the channels an administrator configured for 'Atendimento'. Each step
 * is saved in pt-BR and es-AR, light and dark; the texts to find come from the app's locale files.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let operator: ApiClient;
const signature = 'Otávio Operador\nDemo Atendimento';

const variants = [
  { locale: 'pt-BR', theme: 'light', texts: ptBR },
  { locale: 'pt-BR', theme: 'dark', texts: ptBR },
  { locale: 'es-AR', theme: 'light', texts: esAR },
  { locale: 'es-AR', theme: 'dark', texts: esAR },
] as const;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const admin = await apiAs(server.url, 'admin@demo.com.br');
  await admin.call('POST', '/settings/email-imap', {
    email: 'atendimento@demo.com.br',
    password: 'senha-da-caixa',
    host: '127.0.0.1',
    departments: [1],
  });
  const whatsapp = await admin.call<{ id: number }>('POST', '/settings/whatsapp', {
    description: 'WhatsApp do Atendimento',
    departments: [1],
    settings: { provider: 'generic', phone: '(11) 98765-4321' },
    activated: true,
  });
  await admin.call('POST', `/settings/whatsapp/${whatsapp.id}/hsm`, {
    name: 'pedido_enviado',
    text: 'Olá {{1}}, seu pedido {{2}} saiu para entrega.',
  });
  operator = await apiAs(server.url, 'operador1@demo.com.br');
  await operator.call('PUT', '/profile', { emailSignature: signature });

  page = await newPage(browser);
  await signIn(page, server.url, 'operador1@demo.com.br');
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
});

describe.each(variants)('the new-protocol wizard in $locale, $theme', ({ locale, theme, texts }) => {
  const t = (key: WebMessageKey, params: Record<string, string | number> = {}) =>
    texts[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
  const shot = (name: string) => screenshot(page, `new-protocol-${locale}-${theme}-${name}`);
  const wizard = () => page.getByRole('dialog', { name: t('newProtocol.title') });
  const input = (dialog: Locator, label: string) =>
    dialog.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)).and(page.locator('input, textarea'));
  const next = (dialog: Locator, name: WebMessageKey) => dialog.getByRole('button', { name: t(name), exact: true });

  /** Opens the wizard and makes the first step's choices: online, detached, Atendimento, the channel. */
  async function firstStep(channel: WebMessageKey): Promise<Locator> {
    await page.getByRole('button', { name: t('newProtocol.open') }).click();
    const dialog = wizard();
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: t('newProtocol.online') }).check();
    await dialog.getByRole('radio', { name: t('newProtocol.detached') }).check();
    await input(dialog, t('newProtocol.department')).click();
    await page.getByRole('option', { name: 'Atendimento' }).click();
    await dialog.getByRole('button', { name: t(channel), exact: true }).click();
    return dialog;
  }

  test('preferences apply', async () => {
    await operator.call('PUT', '/profile', { language: locale, theme });
    await page.goto(`${server.url}/chats`);
    await page.waitForFunction(
      ([lang, scheme]) =>
        document.documentElement.lang === lang && document.documentElement.dataset.mantineColorScheme === scheme,
      [locale, theme] as const,
    );
    await page.getByRole('button', { name: t('newProtocol.open') }).waitFor();
  });

  test('an e-mail protocol: to, subject, message and the signature', async () => {
    const dialog = await firstStep('inbox.channel.email');
    await shot('first-step');
    await next(dialog, 'newProtocol.next').click();
    await dialog.getByText(t('newProtocol.step.channel', { channel: t('inbox.channel.email') })).waitFor();
    await next(dialog, 'newProtocol.create').click();
    await dialog.locator('.mantine-InputWrapper-error').first().waitFor();
    await shot('email-required');
    const subject = `Segunda via ${locale} ${theme}`;
    await input(dialog, t('newProtocol.to')).fill('cliente@exemplo.com.br');
    await input(dialog, t('newProtocol.subject')).fill(subject);
    await input(dialog, t('newProtocol.message')).fill('Olá! Segue a segunda via do seu boleto.');
    await dialog.getByText('Demo Atendimento').waitFor();
    await shot('email');
    await next(dialog, 'newProtocol.create').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/chats\/humano\/retorno_cliente\/\d+$/);
    const log = page.getByRole('log', { name: t('inbox.messages') });
    await log.getByText('Segue a segunda via do seu boleto.').waitFor();
    expect(await log.textContent()).toContain('Demo Atendimento');
    await shot('email-created');
  });

  test('a WhatsApp protocol: the masked number and an approved template with its variables', async () => {
    const dialog = await firstStep('inbox.channel.whatsapp');
    await next(dialog, 'newProtocol.next').click();
    const number = input(dialog, t('newProtocol.number'));
    await number.fill('21998765432');
    expect(await number.inputValue()).toBe('(21) 99876-5432');
    await input(dialog, t('newProtocol.template')).click();
    await page.getByRole('option', { name: 'pedido_enviado (pt_BR)' }).click();
    await input(dialog, t('newProtocol.variable', { index: 1 })).fill('Carla');
    await input(dialog, t('newProtocol.variable', { index: 2 })).fill('4521');
    await dialog.getByText('Olá Carla, seu pedido 4521 saiu para entrega.').waitFor();
    await shot('whatsapp');
    await next(dialog, 'newProtocol.create').click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/chats\/humano\/retorno_cliente\/\d+$/);
    await page
      .getByRole('log', { name: t('inbox.messages') })
      .getByText('Olá Carla, seu pedido 4521 saiu para entrega.')
      .waitFor();
    await shot('whatsapp-created');
  });
});
