import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, protocols } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { deliver, eventually, freshAddress, mailServers, type MailServers } from '../helpers/mail-servers';

let servers: MailServers;
let t: TestApp;
let admin: string;
let mailbox: string;
let configurationId: number;

beforeAll(async () => {
  servers = mailServers();
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  mailbox = freshAddress('atendimento');
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/settings/email-imap/service',
    token: admin,
    payload: { email: mailbox, password: servers.password, host: '127.0.0.1', port: servers.imapPort, secure: false },
  });
  expect(response.statusCode, response.body).toBe(200);
  configurationId = response.json<{ id: number }>().id;
});
afterAll(async () => {
  await t?.close();
  servers?.stop();
});

let counter = 0;
function email(options: {
  from: string;
  to?: string;
  subject?: string;
  id?: string;
  headers?: string[];
  body?: string[];
}) {
  counter += 1;
  const id = options.id ?? `<m${counter}-${Date.now()}@cliente.test>`;
  return {
    id: id.slice(1, -1),
    raw: [
      `From: Cliente <${options.from}>`,
      `To: ${options.to ?? mailbox}`,
      `Subject: ${options.subject ?? 'Pedido atrasado'}`,
      `Message-ID: ${id}`,
      'Date: Sun, 22 Nov 2026 10:00:00 -0300',
      'MIME-Version: 1.0',
      ...(options.headers ?? []),
      ...(options.body ?? ['Content-Type: text/plain; charset=utf-8', '', 'Meu pedido não chegou.']),
      '',
    ].join('\n'),
  };
}

const messageOf = (externalId: string) =>
  eventually(async () => {
    const [row] = await t.db.select().from(messages).where(eq(messages.externalId, externalId));
    return row;
  });

describe('e-mail in over IMAP', () => {
  it("opens a protocol from a customer's e-mail, with its subject and text", async () => {
    const first = email({ from: 'joana@cliente.test' });
    await deliver(servers, mailbox, first.raw);
    const message = await messageOf(first.id);
    expect(message).toMatchObject({ direction: 'in', channelId: 4, text: 'Meu pedido não chegou.' });
    expect(message.meta).toMatchObject({ subject: 'Pedido atrasado', from: 'joana@cliente.test' });
    const [protocol] = await t.db.select().from(protocols).where(eq(protocols.id, message.protocolId));
    expect(protocol).toMatchObject({ channelId: 4, channelConfigId: configurationId });
  });

  it('threads a reply by In-Reply-To, also from another address', async () => {
    const first = email({ from: 'carlos@cliente.test' });
    await deliver(servers, mailbox, first.raw);
    const opened = await messageOf(first.id);
    const reply = email({
      from: 'colega-do-carlos@cliente.test',
      subject: 'Re: Pedido atrasado',
      headers: [`In-Reply-To: <${first.id}>`, `References: <${first.id}>`],
    });
    await deliver(servers, mailbox, reply.raw);
    expect((await messageOf(reply.id)).protocolId).toBe(opened.protocolId);
  });

  it("threads a reply to the protocol's plus-address when the client rewrote In-Reply-To", async () => {
    const first = email({ from: 'marina@cliente.test' });
    await deliver(servers, mailbox, first.raw);
    const opened = await messageOf(first.id);
    const [local, domain] = mailbox.split('@');
    const rewritten = email({
      from: 'marina.trabalho@cliente.test',
      to: `${local}+p${opened.protocolId}@${domain}`,
      subject: 'RES: Pedido atrasado',
      headers: ['In-Reply-To: <AM0PR01MB-rewritten@outlook.test>', 'References: <AM0PR01MB-rewritten@outlook.test>'],
    });
    await deliver(servers, mailbox, rewritten.raw);
    expect((await messageOf(rewritten.id)).protocolId).toBe(opened.protocolId);

    // Without the plus-address the same e-mail is a new conversation.
    const unthreaded = email({
      from: 'marina.pessoal@cliente.test',
      headers: ['In-Reply-To: <AM0PR01MB-other@outlook.test>'],
    });
    await deliver(servers, mailbox, unthreaded.raw);
    expect((await messageOf(unthreaded.id)).protocolId).not.toBe(opened.protocolId);
  });

  it('stores an e-mail fetched twice once', async () => {
    const twice = email({ from: 'repete@cliente.test' });
    await deliver(servers, mailbox, twice.raw);
    await deliver(servers, mailbox, twice.raw);
    const marker = email({ from: 'repete@cliente.test', subject: 'Depois' });
    await deliver(servers, mailbox, marker.raw);
    await messageOf(marker.id);
    const rows = await t.db.select().from(messages).where(eq(messages.externalId, twice.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps the HTML only after removing scripts, handlers and remote content', async () => {
    const html = email({
      from: 'html@cliente.test',
      body: [
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p onclick="steal()">Olá <b>equipe</b></p><script>alert(1)</script>',
        '<img src="https://rastreio.test/pixel.gif"><a href="javascript:alert(2)">x</a>',
        '<a href="https://loja.test/pedido">pedido</a><style>body{background:url(https://rastreio.test/bg)}</style>',
      ],
    });
    await deliver(servers, mailbox, html.raw);
    const message = await messageOf(html.id);
    const kept = String((message.meta as { html?: unknown }).html);
    expect(kept).toContain('<b>equipe</b>');
    expect(kept).toContain('href="https://loja.test/pedido"');
    expect(kept).not.toMatch(/script|onclick|rastreio|javascript|<img|<style/i);
    expect(message.text).toContain('Olá equipe');
    // The conversation gets the subject and only the sanitized HTML.
    const page = await t.request({ method: 'GET', url: `/api/v1/message/${message.protocolId}`, token: admin });
    const shown = page.json<{ messages: { message_id: number; subject: string | null; html: string | null }[] }>();
    expect(shown.messages.find((item) => item.message_id === message.id)).toMatchObject({
      subject: 'Pedido atrasado',
      html: kept,
    });
  });

  it('keeps the attachments in the file store', async () => {
    const content = Buffer.from('%PDF-1.4 nota fiscal 123');
    const attached = email({
      from: 'anexo@cliente.test',
      body: [
        'Content-Type: multipart/mixed; boundary="b1"',
        '',
        '--b1',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Segue a nota.',
        '--b1',
        'Content-Type: application/pdf; name="nota.pdf"',
        'Content-Disposition: attachment; filename="nota.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        content.toString('base64'),
        '--b1--',
      ],
    });
    await deliver(servers, mailbox, attached.raw);
    const message = await messageOf(attached.id);
    const [file] = message.attachments as { key: string; name: string; type: string; size: number }[];
    expect(file).toMatchObject({ name: 'nota.pdf', type: 'application/pdf', size: content.length });
    const stream = await t.app.files.open(file?.key ?? '');
    const chunks: Buffer[] = [];
    for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(content)).toBe(true);
  });
});

describe('IMAP errors for the administrator', () => {
  it("refuses bad credentials in the connection test with the server's text", async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/email-imap/service',
      token: admin,
      payload: {
        email: freshAddress('errada'),
        password: 'wrong',
        host: '127.0.0.1',
        port: servers.imapPort,
        secure: false,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Authentication failed');
  });

  it("shows the server's text on the mailbox when its password stops working", async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/settings/email-imap',
      token: admin,
      payload: {
        email: freshAddress('expirada'),
        password: 'wrong',
        host: '127.0.0.1',
        port: servers.imapPort,
        secure: false,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ id: number }>().id;
    const status = await eventually(async () => {
      const response = await t.request({ method: 'GET', url: `/api/v1/settings/email-imap/${id}`, token: admin });
      return response.json<{ status?: string | null }>().status;
    });
    expect(status).toContain('Authentication failed');
    const working = await t.request({
      method: 'GET',
      url: `/api/v1/settings/email-imap/${configurationId}`,
      token: admin,
    });
    expect(working.json<{ status?: string | null }>().status ?? null).toBeNull();
  });
});
