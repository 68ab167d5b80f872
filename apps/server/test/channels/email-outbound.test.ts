import { eq } from 'drizzle-orm';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { deliver, eventually, freshAddress, inbox, mailServers, type MailServers } from '../helpers/mail-servers';

let servers: MailServers;
let t: TestApp;
let admin: string;
const signature = 'Ana Souza\nCentral de Atendimento';

/** An SMTP server in front of the real one that answers "busy" (421) to the next `busy` connections once armed. */
function flakySmtp(targetPort: number) {
  const state = { busy: 0, connections: 0 };
  const server = net.createServer((socket) => {
    state.connections += 1;
    if (state.busy > 0) {
      state.busy -= 1;
      socket.end('421 4.3.2 Servidor ocupado, tente mais tarde\r\n');
      return;
    }
    const upstream = net.connect(targetPort, '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return { server, state };
}
const flaky = { proxy: null as ReturnType<typeof flakySmtp> | null };

async function createMailbox(address: string, smtpPort: number) {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/settings/email-imap/service',
    token: admin,
    payload: {
      email: address,
      password: servers.password,
      host: '127.0.0.1',
      port: servers.imapPort,
      secure: false,
      smtpHost: '127.0.0.1',
      smtpPort,
      smtpSecure: false,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

let counter = 0;
/** A customer writes to the mailbox; resolves their stored message once the poller read it. */
async function customerWrites(mailbox: string, customer: string, extra: string[] = []) {
  counter += 1;
  const id = `c${counter}-${Date.now()}@cliente.test`;
  await deliver(
    servers,
    mailbox,
    [
      `From: Cliente <${customer}>`,
      `To: ${mailbox}`,
      'Subject: Pedido 123 atrasado',
      `Message-ID: <${id}>`,
      'References: <anterior@cliente.test>',
      'MIME-Version: 1.0',
      ...(extra.length ? extra : ['Content-Type: text/plain; charset=utf-8', '', 'Onde está meu pedido?']),
      '',
    ].join('\n'),
  );
  return eventually(async () => (await t.db.select().from(messages).where(eq(messages.externalId, id)))[0]);
}

async function agentReplies(protocolId: number, text: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/v1/message',
    token: admin,
    payload: { protocol_id: protocolId, text },
  });
  expect(response.statusCode, response.body).toBe(200);
  const sent = response.json<{ message_id: number }>().message_id;
  return eventually(async () => {
    const [row] = await t.db.select().from(messages).where(eq(messages.id, sent));
    return row && row.status !== 'queued' ? row : null;
  }, 40_000);
}

beforeAll(async () => {
  servers = mailServers();
  t = await createTestApp();
  const session = await t.login('admin@demo.com.br');
  admin = session.token;
  await t.db.update(users).set({ emailSignature: signature }).where(eq(users.id, session.user.id));
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => (flaky.proxy ? flaky.proxy.server.close(resolve) : resolve(null)));
  servers?.stop();
});

describe('e-mail out over SMTP', () => {
  it("delivers an agent's answer to the customer's mailbox, threaded and signed", async () => {
    const mailbox = freshAddress('suporte');
    const customer = freshAddress('cliente');
    await createMailbox(mailbox, servers.smtpPort);
    const question = await customerWrites(mailbox, customer);
    const answer = await agentReplies(question.protocolId, 'Seu pedido sai hoje.');
    expect(answer.status).toBe('sent');

    // Besides the department's automatic answer, exactly one e-mail: the agent's.
    const replies = await eventually(async () => {
      const mails = (await inbox(servers, customer)).filter((mail) => mail.messageId === `<${answer.externalId}>`);
      return mails.length > 0 ? mails : null;
    });
    expect(replies).toHaveLength(1);
    const received = replies[0];
    expect(received?.subject).toBe('Re: Pedido 123 atrasado');
    expect(received?.messageId).toBe(`<${answer.externalId}>`);
    expect(received?.inReplyTo).toBe(`<${question.externalId}>`);
    expect(received?.references).toEqual(['<anterior@cliente.test>', `<${question.externalId}>`]);
    const [local, domain] = mailbox.split('@');
    expect(received?.replyTo?.value[0]?.address).toBe(`${local}+p${question.protocolId}@${domain}`);
    expect(received?.text).toContain(`Seu pedido sai hoje.\n\n${signature}`);
  });

  it('delivers exactly once when the SMTP server fails twice, then accepts', async () => {
    flaky.proxy = flakySmtp(servers.smtpPort);
    const { server: proxy, state } = flaky.proxy;
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const mailbox = freshAddress('instavel');
    const customer = freshAddress('paciente');
    await createMailbox(mailbox, (proxy.address() as net.AddressInfo).port);
    const question = await customerWrites(mailbox, customer);
    // The department's automatic answer goes first; the two failures are for the agent's.
    await eventually(async () => (await inbox(servers, customer)).length === 1);
    state.busy = 2;
    const before = state.connections;
    const answer = await agentReplies(question.protocolId, 'Resposta depois de duas falhas.');
    expect(answer.status).toBe('sent');
    expect(state.connections - before).toBe(3);
    const mails = await inbox(servers, customer);
    expect(mails.filter((mail) => mail.messageId === `<${answer.externalId}>`)).toHaveLength(1);
    expect(mails.filter((mail) => mail.text?.includes('Resposta depois de duas falhas.'))).toHaveLength(1);
  }, 60_000);

  it("forwards the protocol's conversation with its files to an address and a copy", async () => {
    const mailbox = freshAddress('encaminha');
    const customer = freshAddress('cliente');
    const colleague = freshAddress('financeiro');
    const copy = freshAddress('gerencia');
    await createMailbox(mailbox, servers.smtpPort);
    const question = await customerWrites(mailbox, customer, [
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Segue o boleto pago.',
      '--b1',
      'Content-Type: application/pdf; name="boleto.pdf"',
      'Content-Disposition: attachment; filename="boleto.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('%PDF boleto').toString('base64'),
      '--b1--',
    ]);
    await agentReplies(question.protocolId, 'Vou verificar com o financeiro.');

    const response = await t.request({
      method: 'POST',
      url: '/api/v1/protocol/forward',
      token: admin,
      payload: { protocol_id: question.protocolId, email: colleague, email_copy: copy, note: 'Podem confirmar?' },
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const reader of [colleague, copy]) {
      const [forwarded] = await eventually(async () => {
        const mails = await inbox(servers, reader);
        return mails.length > 0 ? mails : null;
      });
      expect(forwarded?.subject).toBe('Enc: Pedido 123 atrasado');
      expect(forwarded?.text).toContain('Podem confirmar?');
      expect(forwarded?.text).toContain('Segue o boleto pago.');
      expect(forwarded?.text).toContain('Vou verificar com o financeiro.');
      expect(forwarded?.attachments.map((file) => file.filename)).toEqual(['boleto.pdf']);
    }
  });

  it('refuses to forward a protocol that is not an e-mail, naming the field', async () => {
    const inbound = await t.request({
      method: 'POST',
      url: '/api/v1/message/inbound',
      token: admin,
      payload: { id_channel: 2, department_id: 1, customer: { name: 'Zé', phone: '11987654321' }, text: 'Oi' },
    });
    const protocolId = inbound.json<{ protocol: { id: number } }>().protocol.id;
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/protocol/forward',
      token: admin,
      payload: { protocol_id: protocolId, email: 'alguem@empresa.test' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, unknown> } }>().error.fields).toHaveProperty('protocol_id');
  });
});
