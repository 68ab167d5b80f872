import { emailImapSection } from '@contact/domain/settings';
import type { FastifyInstance } from 'fastify';
import { readWithSecrets } from '../../settings/lookups/secrets.lookup';

export type ServerAccount = { host: string; port: number; secure: boolean; user: string; password: string };

/** A mailbox configuration as the poller and the sender use it: IMAP in, SMTP out. */
export type Mailbox = {
  id: number;
  companyId: number;
  address: string;
  folder: string;
  imap: ServerAccount;
  smtp: ServerAccount;
};

/** Reads an active mailbox with its passwords; empty SMTP fields fall back to the IMAP ones. */
export async function readMailbox(app: FastifyInstance, companyId: number, id: number): Promise<Mailbox | null> {
  const record = await readWithSecrets(app.db, app.secrets, emailImapSection, companyId, id);
  if (!record || !record.active) return null;
  const password = record.password ?? '';
  const imap = { host: record.host, port: record.port ?? 993, secure: record.secure, user: record.email, password };
  return {
    id,
    companyId,
    address: record.email,
    folder: record.folder?.trim() || 'INBOX',
    imap,
    smtp: {
      host: record.smtpHost?.trim() || record.host,
      port: record.smtpPort ?? 587,
      secure: record.smtpSecure,
      user: record.smtpUser?.trim() || record.email,
      password: record.smtpPassword || password,
    },
  };
}
