import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { simpleParser, type ParsedMail } from 'mailparser';

const script = path.resolve(import.meta.dirname, '../../../../scripts/ensure-dovecot.sh');

export type MailServers = { imapPort: number; smtpPort: number; password: string; stop(): void };

/**
 * The local Dovecot (IMAP) and SMTP servers: the ones `npm test` started (TEST_IMAP_PORT,
 * TEST_SMTP_PORT, TEST_MAIL_PASSWORD), or a pair started here for this file.
 */
export function mailServers(): MailServers {
  const { TEST_IMAP_PORT, TEST_SMTP_PORT, TEST_MAIL_PASSWORD } = process.env;
  if (TEST_IMAP_PORT && TEST_SMTP_PORT && TEST_MAIL_PASSWORD) {
    return {
      imapPort: Number(TEST_IMAP_PORT),
      smtpPort: Number(TEST_SMTP_PORT),
      password: TEST_MAIL_PASSWORD,
      stop() {},
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'mail-state-'));
  const state = path.join(dir, 'state');
  const output = execFileSync('bash', [script, 'start', '--state-file', state], { encoding: 'utf8' });
  const value = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(output)?.[1] ?? '';
  return {
    imapPort: Number(value('TEST_IMAP_PORT')),
    smtpPort: Number(value('TEST_SMTP_PORT')),
    password: value('TEST_MAIL_PASSWORD'),
    stop() {
      execFileSync('bash', [script, 'stop', state], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A mailbox of its own for one test run, so runs never read each other's mail. */
export const freshAddress = (name: string) => `${name}-${randomBytes(4).toString('hex')}@empresa.test`;

async function withMailbox<T>(servers: MailServers, user: string, work: (client: ImapFlow) => Promise<T>) {
  const client = new ImapFlow({
    host: '127.0.0.1',
    port: servers.imapPort,
    secure: false,
    auth: { user, pass: servers.password },
    logger: false,
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.logout();
  }
}

/** Puts an e-mail in a mailbox as if the mail server had delivered it. */
export function deliver(servers: MailServers, user: string, raw: string) {
  return withMailbox(servers, user, (client) => client.append('INBOX', Buffer.from(raw.replace(/\r?\n/g, '\r\n'))));
}

/** Every e-mail in a mailbox's INBOX, parsed. */
export function inbox(servers: MailServers, user: string): Promise<ParsedMail[]> {
  return withMailbox(servers, user, async (client) => {
    const lock = await client.getMailboxLock('INBOX');
    try {
      const sources: Buffer[] = [];
      if (client.mailbox && client.mailbox.exists > 0) {
        for await (const message of client.fetch('1:*', { source: true }))
          if (message.source) sources.push(message.source);
      }
      return Promise.all(sources.map((source) => simpleParser(source)));
    } finally {
      lock.release();
    }
  });
}

/** Waits until `probe` gives a value (not null/undefined/false). */
export async function eventually<T>(
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
