import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEvolutionGateway, type EvolutionGateway } from '../apps/server/test/helpers/evolution-gateway';
import { apiAs } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signIn } from './support/sign-in';

/**
 * A WhatsApp number connected by QR code, as the administrator pairs it from the settings
 * screen through the company's gateway (a local server speaking Evolution API v2), then a
 * customer writing to it and the protocol reaching the inbox. The steps run in order.
 */
const apiKey = 'evolution-key-for-e2e';
let server: RunningServer;
let gateway: EvolutionGateway;
let browser: Browser;
let page: Page;
let instance = '';

beforeAll(async () => {
  gateway = await startEvolutionGateway({ apiKey });
  server = await startServer();
  browser = await launchBrowser();
  const admin = await apiAs(server.url, 'admin@demo.com.br');
  const saved = await admin.call<{ id: number }>('POST', '/settings/whatsapp-qr-code', {
    description: 'WhatsApp do balcão',
    phone: '(11) 3333-5555',
    department: 1,
    gatewayUrl: gateway.url,
    apiKey,
  });
  instance = `contact-qr-${saved.id}`;
  page = await newPage(browser);
  await signIn(page, server.url, 'admin@demo.com.br');
});

afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
  await gateway?.close();
});

describe('WhatsApp by QR code', () => {
  test('the administrator connects the number: the QR code, then "Conectado" live once the phone scans it', async () => {
    await page.goto(`${server.url}/configuracoes/whatsapp-qr-code`);
    await page.getByRole('button', { name: 'Editar WhatsApp do balcão' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Desconectado').waitFor();
    await dialog.getByRole('button', { name: 'Conectar', exact: true }).click();
    const qr = dialog.getByRole('img', { name: 'QR code para conectar o WhatsApp' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await dialog.getByText('Aguardando a leitura do QR code').waitFor();
    await dialog.getByText(/WZYEH1YY/).waitFor();
    await qr.scrollIntoViewIfNeeded();
    await screenshot(page, 'whatsapp-qr-pt-BR-pairing');
    expect(gateway.calls.some((call) => call.method === 'POST' && call.path === '/instance/create')).toBe(true);

    await gateway.scan(instance);
    await dialog.getByText('Conectado', { exact: true }).waitFor();
    await qr.waitFor({ state: 'detached' });
    await screenshot(page, 'whatsapp-qr-pt-BR-connected');
    // The list names the status in the user's language.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.reload();
    await page.getByRole('cell', { name: 'Conectado', exact: true }).waitFor();
  });

  test('a customer writes to the paired number and the protocol reaches the queue live', async () => {
    await page.goto(`${server.url}/chats/humano/fila`);
    await page.getByRole('navigation', { name: 'Filas' }).waitFor();
    await gateway.customerWrites(instance, {
      from: '5511987650031',
      name: 'Paula Cliente',
      text: 'Vocês abrem no sábado?',
      id: '3EB0E2E0000000000001',
    });
    const row = page.getByRole('link', { name: /^Paula Cliente, protocolo \d+$/ });
    await row.waitFor();
    expect(await row.innerText()).toContain('Vocês abrem no sábado?');
  });
});
