import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  eventually,
  freshAddress,
  inbox,
  mailServers,
  type MailServers,
} from '../apps/server/test/helpers/mail-servers';
import { apiAs } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * An agent starts an e-mail protocol with the wizard and the e-mail arrives, signed, in the
 * customer's mailbox on the local Dovecot, through the mailbox's SMTP server.
 */
let mail: MailServers;
let server: RunningServer;
let browser: Browser;
let page: Page;
const signature = 'Otávio Operador\nDemo Atendimento';
const mailbox = freshAddress('atendimento');
const customer = freshAddress('cliente');

beforeAll(async () => {
  mail = mailServers();
  server = await startServer();
  browser = await launchBrowser();
  const admin = await apiAs(server.url, 'admin@demo.com.br');
  await admin.call('POST', '/settings/email-imap', {
    email: mailbox,
    password: mail.password,
    host: '127.0.0.1',
    port: mail.imapPort,
    secure: false,
    smtpHost: '127.0.0.1',
    smtpPort: mail.smtpPort,
    smtpSecure: false,
    departments: [1],
  });
  const operator = await apiAs(server.url, 'operador1@demo.com.br');
  await operator.call('PUT', '/profile', { emailSignature: signature });
  page = await newPage(browser);
  await signIn(page, server.url, 'operador1@demo.com.br');
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
  mail?.stop();
});

describe('e-mail from the new-protocol wizard', () => {
  test("arrives in the customer's IMAP mailbox with the subject and the signature", async () => {
    await page.goto(`${server.url}/chats`);
    await page.getByRole('button', { name: 'Novo protocolo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo protocolo' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Online' }).check();
    await dialog.getByRole('radio', { name: 'Contato avulso' }).check();
    await dialog
      .getByLabel(/^Departamento/)
      .and(page.locator('input'))
      .click();
    await page.getByRole('option', { name: 'Atendimento' }).click();
    await dialog.getByRole('button', { name: 'E-mail', exact: true }).click();
    await dialog.getByRole('button', { name: 'Avançar', exact: true }).click();
    await dialog.getByLabel(/^Para/).and(page.locator('input, textarea')).fill(customer);
    await dialog
      .getByLabel(/^Assunto/)
      .and(page.locator('input, textarea'))
      .fill('Segunda via do boleto');
    await dialog
      .getByLabel(/^Mensagem/)
      .and(page.locator('input, textarea'))
      .fill('Olá! Segue a segunda via do seu boleto.');
    await screenshot(page, 'email-wizard');
    await dialog.getByRole('button', { name: 'Criar protocolo', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL(/\/chats\/humano\/retorno_cliente\/\d+$/);
    const protocolId = Number(/(\d+)$/.exec(page.url())?.[1]);

    const [received] = await eventually(async () => {
      const mails = await inbox(mail, customer);
      return mails.length > 0 ? mails : null;
    }, 60_000);
    expect(received?.subject).toBe('Segunda via do boleto');
    expect(received?.from?.value[0]?.address).toBe(mailbox);
    expect(received?.text).toContain(`Olá! Segue a segunda via do seu boleto.\n\n${signature}`);
    const [local, domain] = mailbox.split('@');
    expect(received?.replyTo?.value[0]?.address).toBe(`${local}+p${protocolId}@${domain}`);
    await screenshot(page, 'email-wizard-sent');
  });
});
