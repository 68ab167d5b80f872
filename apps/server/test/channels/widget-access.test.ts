import { widgetEvents, type WidgetMessage } from '@contact/domain/widget';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCustomerTokenSigner } from '../../src/platform/auth/customer-tokens';
import { createTestApp, type TestApp } from '../helpers/app';
import { record } from '../helpers/sockets';
import { demoWidget, openCustomerSocket, patchRecord, setOpen } from './widget-helpers';

let t: TestApp;
let url: string;
let widget: { id: number; key: string };
const customerSockets: Socket[] = [];
const jwtSecret = 'a'.repeat(40);
const builtScript = '/* widget build */ console.log("widget");';

beforeAll(async () => {
  const widgetDist = await mkdtemp(path.join(tmpdir(), 'widget-dist-'));
  await writeFile(path.join(widgetDist, 'widget.js'), builtScript);
  t = await createTestApp({ JWT_SECRET: jwtSecret, WIDGET_DIST: widgetDist });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  widget = await demoWidget(t);
});
afterAll(async () => {
  for (const socket of customerSockets) socket.disconnect();
  await t.close();
});

const start = (headers: Record<string, string>, email = 'acesso@cliente.com') =>
  t.request({
    method: 'POST',
    url: `/api/v1/widget/${widget.key}/conversation`,
    headers,
    payload: { name: 'Cliente', email },
  });

describe('allowed domains', () => {
  it("refuses pages outside the widget's domains, over HTTP and over the socket", async () => {
    const token = (await start({ 'x-forwarded-for': '10.1.0.1' })).json<{ token: string }>().token;
    await patchRecord(t, 'widget', 1, { allowedDomains: ['loja.com.br'] });

    const refused = await t.request({
      method: 'GET',
      url: `/api/v1/widget/${widget.key}/config`,
      headers: { origin: 'https://outra.com' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Este site não está autorizado a usar o chat.');
    const allowed = await t.request({
      method: 'GET',
      url: `/api/v1/widget/${widget.key}/config`,
      headers: { origin: 'https://www.loja.com.br' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://www.loja.com.br');
    expect((await start({ origin: 'https://outra.com', 'x-forwarded-for': '10.1.0.2' })).statusCode).toBe(403);
    const sending = await t.request({
      method: 'POST',
      url: '/api/v1/widget/messages',
      token,
      headers: { origin: 'https://outra.com' },
      payload: { text: 'oi', client_id: 'origin-check-0001' },
    });
    expect(sending.statusCode).toBe(403);

    const outside = await openCustomerSocket(url, token, 'https://outra.com');
    customerSockets.push(outside.socket);
    expect(outside.outcome).toBe('origin not allowed');
    const inside = await openCustomerSocket(url, token, 'https://loja.com.br');
    customerSockets.push(inside.socket);
    expect(inside.outcome).toBe('connected');
    await patchRecord(t, 'widget', 1, { allowedDomains: [] });
  });

  it('answers the browser preflight of the embedding page', async () => {
    const response = await t.request({
      method: 'OPTIONS',
      url: '/api/v1/widget/messages',
      headers: { origin: 'https://loja.com.br', 'access-control-request-method': 'POST' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toContain('authorization');
  });
});

describe('tenancy', () => {
  it("another company's widget is out of reach of a customer token", async () => {
    const forged = await createCustomerTokenSigner(jwtSecret).sign({
      companyId: 2,
      widgetId: widget.id,
      contactId: 1,
      startedAt: new Date(),
    });
    const response = await t.request({ method: 'GET', url: '/api/v1/widget/messages', token: forged });
    expect(response.statusCode).toBe(401);
    const { outcome, socket } = await openCustomerSocket(url, forged);
    customerSockets.push(socket);
    expect(outcome).toBe('unauthenticated');
  });

  it("a customer never reads another customer's conversation", async () => {
    const first = (await start({ 'x-forwarded-for': '10.1.0.3' }, 'primeiro@cliente.com')).json().token as string;
    const second = (await start({ 'x-forwarded-for': '10.1.0.4' }, 'segundo@cliente.com')).json().token as string;
    await t.request({
      method: 'POST',
      url: '/api/v1/widget/messages',
      token: first,
      payload: { text: 'segredo do primeiro', client_id: 'tenancy-client-01' },
    });
    const replay = await t.request({
      method: 'POST',
      url: '/api/v1/widget/messages',
      token: second,
      payload: { text: 'outro texto', client_id: 'tenancy-client-01' },
    });
    expect(replay.json<WidgetMessage>().text).toBe('outro texto');
    const read = await t.request({ method: 'GET', url: '/api/v1/widget/messages', token: second });
    expect(read.body).not.toContain('segredo do primeiro');
  });
});

describe('out of hours', () => {
  it('the configuration says closed with the message, and the first message gets it as an answer', async () => {
    await setOpen(t, false);
    const config = await t.request({ method: 'GET', url: `/api/v1/widget/${widget.key}/config` });
    expect(config.json()).toMatchObject({
      open: false,
      outOfHoursMessage: expect.stringContaining('fora do horário de atendimento'),
    });
    const token = (await start({ 'x-forwarded-for': '10.1.0.5' }, 'noite@cliente.com')).json().token as string;
    const { socket } = await openCustomerSocket(url, token);
    customerSockets.push(socket);
    const received = record<WidgetMessage>(socket, widgetEvents.message);
    await t.request({
      method: 'POST',
      url: '/api/v1/widget/messages',
      token,
      payload: { text: 'Tem alguém aí?', client_id: 'night-client-0001' },
    });
    await vi.waitFor(() =>
      expect(received.find((message) => message.author === 'system')?.text).toContain('fora do horário'),
    );
  });
});

describe('rate limit', () => {
  it('refuses too many new conversations from one address, with a translated 429', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1)
      statuses.push((await start({ 'x-forwarded-for': '10.1.9.9' }, `limite${index}@cliente.com`)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    const blocked = await start({ 'x-forwarded-for': '10.1.9.9' });
    expect(blocked.json().error.message).toMatch(/Muitas requisições/);
    expect((await start({ 'x-forwarded-for': '10.1.9.10' })).statusCode).toBe(200);
  });
});

describe('the script and the demo page', () => {
  it('serves the built script at /widget.js', async () => {
    const response = await t.request({ method: 'GET', url: '/widget.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.body).toBe(builtScript);
  });

  it("the demo page embeds the first active widget, or the one of ?key=, in the page's language", async () => {
    const page = await t.request({ method: 'GET', url: '/widget/demo' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<script src="/widget.js" data-key="${widget.key}" async></script>`);
    expect(page.body).toContain('<html lang="pt-BR">');
    const spanish = await t.request({ method: 'GET', url: `/widget/demo?key=${widget.key}&lang=es-AR` });
    expect(spanish.body).toContain('<html lang="es-AR">');
    const unknown = await t.request({ method: 'GET', url: '/widget/demo?key=nenhuma-chave-assim' });
    expect(unknown.body).not.toContain('<script');
    expect(unknown.body).toContain('Nenhum widget ativo');
  });
});

describe('OpenAPI', () => {
  it('documents the public widget endpoints', async () => {
    const document = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/widget/{key}/config',
        '/api/v1/widget/{key}/conversation',
        '/api/v1/widget/messages',
      ]),
    );
    expect(document.paths['/api/v1/widget/{key}/conversation'].post.requestBody).toBeDefined();
  });
});
