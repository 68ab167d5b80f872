import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { ProviderError } from '../channel-adapter';
import type { ServerAccount } from './mailbox';

/** Sends one e-mail through the mailbox's SMTP server; refusals become provider errors. */
export async function sendThroughSmtp(account: ServerAccount, email: Mail.Options): Promise<void> {
  const transport = nodemailer.createTransport({
    host: account.host,
    port: account.port,
    secure: account.secure,
    auth: account.user ? { user: account.user, pass: account.password } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  try {
    await transport.sendMail(email);
  } catch (error) {
    throw smtpFailure(error);
  } finally {
    transport.close();
  }
}

/** A permanent refusal (5xx, bad credentials) is not tried again; a busy or unreachable server is. */
function smtpFailure(error: unknown): ProviderError {
  const detail = error as { responseCode?: unknown; response?: unknown; code?: unknown; message?: unknown };
  const reason = String(detail.response ?? detail.message ?? error).slice(0, 500);
  const code = typeof detail.responseCode === 'number' ? detail.responseCode : null;
  const permanent = (code !== null && code >= 500) || detail.code === 'EAUTH' || detail.code === 'EENVELOPE';
  return new ProviderError(reason, !permanent);
}
