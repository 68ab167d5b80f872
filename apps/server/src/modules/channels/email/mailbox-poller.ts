import type { FastifyInstance } from 'fastify';
import { ImapFlow } from 'imapflow';
import type { InboundBatch } from '../channel-adapter';
import { imapFailureText } from './imap-errors';
import type { Mailbox } from './mailbox';
import { readEmail } from './read-email';

/** A server that has not let us in and opened the folder by then is given up on until the next try. */
const connectMs = 15_000;

function withinTime(work: Promise<void>, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the IMAP server in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export type PollerOptions = {
  /** Stores what one mailbox brought (storeInbound). */
  store(batch: InboundBatch): Promise<void>;
  /** The server's words on the last connection: null when it worked. */
  report(status: string | null): Promise<void>;
  /** How often a server without IDLE is asked for new mail, and how long before reconnecting. */
  pollMs: number;
};

/**
 * Reads one mailbox for as long as it runs: new mail is announced by IDLE (or asked for
 * with NOOP every `pollMs` where the server lacks IDLE), each message is stored and then
 * flagged \Seen. Storing is idempotent by Message-ID, so a message read twice (a crash
 * before the flag, two servers) is still one message.
 */
export function startMailboxPoller(app: FastifyInstance, mailbox: Mailbox, options: PollerOptions) {
  let stopped = false;
  let client: ImapFlow | null = null;
  let retry: NodeJS.Timeout | null = null;
  let lastUid = 0;
  let reading: Promise<void> | null = null;
  let again = false;

  async function readNew(connection: ImapFlow) {
    const first = lastUid === 0;
    // UIDs below this existed when the folder was opened: only the unseen ones are new to us.
    const known = (connection.mailbox ? Number(connection.mailbox.uidNext) : 1) - 1;
    const uids = first
      ? (await connection.search({ seen: false }, { uid: true })) || []
      : ((await connection.search({ uid: `${lastUid + 1}:*` }, { uid: true })) || []).filter((uid) => uid > lastUid);
    const validity = connection.mailbox ? String(connection.mailbox.uidValidity) : '0';
    for (const uid of uids.sort((a, b) => a - b)) {
      const fetched = await connection.fetchOne(String(uid), { source: true }, { uid: true });
      if (fetched && fetched.source) {
        const message = await readEmail(app, mailbox, fetched.source, `imap:${mailbox.id}:${validity}:${uid}`).catch(
          (error: unknown) => {
            // An e-mail that cannot be read must not hold back the ones after it.
            app.log.error({ err: error, mailbox: mailbox.id, uid }, 'e-mail not readable');
            return null;
          },
        );
        if (message) await options.store({ messages: [message], receipts: [] });
        await connection.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      }
      lastUid = Math.max(lastUid, uid);
    }
    if (first) lastUid = Math.max(lastUid, known);
  }

  /** One reading at a time; news during a reading asks for one more. */
  function schedule(connection: ImapFlow) {
    if (reading) {
      again = true;
      return;
    }
    reading = readNew(connection)
      .catch((error: unknown) => {
        app.log.error({ err: error, mailbox: mailbox.id }, 'e-mail not read');
      })
      .finally(() => {
        reading = null;
        if (again && !stopped) {
          again = false;
          schedule(connection);
        }
      });
  }

  async function connect() {
    if (stopped) return;
    const connection = new ImapFlow({
      host: mailbox.imap.host,
      port: mailbox.imap.port,
      secure: mailbox.imap.secure,
      auth: { user: mailbox.imap.user, pass: mailbox.imap.password },
      logger: false,
      maxIdleTime: options.pollMs,
      missingIdleCommand: 'NOOP',
      // IDLE right after each command, so new mail is announced at once.
      autoIdleDelay: 200,
    });
    client = connection;
    connection.on('error', (error: unknown) => app.log.warn({ err: error, mailbox: mailbox.id }, 'IMAP error'));
    connection.on('exists', () => schedule(connection));
    connection.on('close', () => {
      if (client === connection) reconnectLater();
    });
    try {
      await withinTime(
        (async () => {
          await connection.connect();
          await connection.mailboxOpen(mailbox.folder);
        })(),
        connectMs,
      );
      await options.report(null);
      schedule(connection);
    } catch (error) {
      await options.report(imapFailureText(error)).catch(() => undefined);
      connection.close();
      if (client === connection) reconnectLater();
    }
  }

  function reconnectLater() {
    client = null;
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, options.pollMs);
  }

  void connect();

  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const connection = client;
      client = null;
      await reading;
      if (connection) await withinTime(connection.logout(), 2_000).catch(() => connection.close());
    },
  };
}
