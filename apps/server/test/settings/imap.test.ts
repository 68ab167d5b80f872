import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let admin: string;
let server: net.Server;
let port: number;

/** A local IMAP server that speaks just enough RFC 3501: greeting, LOGIN, LOGOUT. */
function imapServer(accounts: Record<string, string>) {
  return net.createServer((socket) => {
    socket.write('* OK IMAP4rev1 ready\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        const [tag, command, ...args] = line.match(/"[^"]*"|\S+/g) ?? [];
        if (command === 'LOGIN') {
          const [user, password] = args.map((arg) => arg.replace(/^"|"$/g, ''));
          socket.write(
            accounts[user ?? ''] === password
              ? `${tag} OK LOGIN completed\r\n`
              : `${tag} NO [AUTHENTICATIONFAILED] Invalid credentials\r\n`,
          );
        } else if (command === 'LOGOUT') {
          socket.end(`* BYE\r\n${tag} OK LOGOUT completed\r\n`);
        }
      }
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin@demo.com.br')).token;
  server = imapServer({ 'caixa@demo.com.br': 'certa' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

const mailbox = (password: string) => ({
  email: 'caixa@demo.com.br',
  password,
  host: '127.0.0.1',
  port,
  secure: false,
});

describe('IMAP mailboxes saved through the service call (spec §7, §8)', () => {
  it('answer the mail server’s own words when it refuses the sign-in', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/v1/settings/email-imap/service',
      token: admin,
      payload: mailbox('errada'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Não foi possível conectar ao servidor IMAP: [AUTHENTICATIONFAILED] Invalid credentials',
    );
  });

  it('save a mailbox that signs in, and check again on change with the stored password', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/settings/email-imap/service',
      token: admin,
      payload: mailbox('certa'),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      email: 'caixa@demo.com.br',
      password: '••••',
      hasPassword: true,
      folder: 'INBOX',
    });
    const id = created.json().id;
    const kept = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/email-imap/service',
      token: admin,
      payload: { id, folder: 'Suporte' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/email-imap/service',
      token: admin,
      payload: { id, password: 'nova' },
    });
    expect(wrong.statusCode).toBe(400);
    const unreachable = await t.request({
      method: 'PUT',
      url: '/api/v1/settings/email-imap/service',
      token: admin,
      payload: { id, port: 1 },
    });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().error.message).toMatch(/^Não foi possível conectar ao servidor IMAP: .*ECONNREFUSED/);
  });
});
