import { emailImapSection } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { activeRecordsEverywhere, setRecordStatus } from '../../settings/lookups/channel-status.lookup';
import type { InboundBatch } from '../channel-adapter';
import { readMailbox } from './mailbox';
import { startMailboxPoller } from './mailbox-poller';

type Running = { key: string; stop(): Promise<void> };
type Store = (target: { companyId: number; configurationId: number }, batch: InboundBatch) => Promise<void>;

/** How often a server without IDLE is polled, and how often the list of mailboxes is read again. */
const pollMs = 30_000;
const refreshMs = 60_000;

/**
 * One poller per active mailbox configuration, started with the server and stopped on
 * close. The list is read again every minute (other processes' edits) and at once after
 * an administrator saves a mailbox here; a changed server, account or folder restarts it.
 */
export function registerMailboxPollers(app: FastifyInstance, store: Store) {
  const running = new Map<number, Running>();
  let timer: NodeJS.Timeout | null = null;
  let closing = false;
  let chain: Promise<void> = Promise.resolve();

  async function reconcile() {
    if (closing) return;
    const records = await activeRecordsEverywhere(app.db, emailImapSection.key);
    const wanted = new Set(records.map((record) => record.id));
    for (const [id, poller] of running) {
      if (wanted.has(id)) continue;
      running.delete(id);
      await poller.stop();
    }
    for (const record of records) {
      const mailbox = await readMailbox(app, record.companyId, record.id);
      if (!mailbox) continue;
      const key = JSON.stringify([mailbox.imap, mailbox.folder]);
      const current = running.get(record.id);
      if (current?.key === key) continue;
      if (current) await current.stop();
      const poller = startMailboxPoller(app, mailbox, {
        pollMs,
        store: (batch) => store({ companyId: record.companyId, configurationId: record.id }, batch),
        report: (status) => setRecordStatus(app.db, emailImapSection.key, record.id, status),
      });
      running.set(record.id, { key, stop: poller.stop });
    }
  }

  const refresh = () => {
    chain = chain.then(reconcile).catch((error: unknown) => app.log.error({ err: error }, 'mailboxes not read'));
    return chain;
  };

  app.addHook('onReady', async () => {
    await refresh();
    timer = setInterval(() => void refresh(), refreshMs);
    timer.unref();
  });

  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400 && request.url.startsWith(emailImapSection.path)) {
      await refresh();
    }
  });

  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await chain;
    await Promise.all([...running.values()].map((poller) => poller.stop()));
    running.clear();
  });
}
