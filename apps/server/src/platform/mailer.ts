import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';

export type OutgoingEmail = { companyId: number | null; to: string; subject: string; text: string };

export type Mailer = { send(email: OutgoingEmail): Promise<void> };

/**
 * Sends through SMTP when configured. Every e-mail is also kept in the outbox table; without
 * SMTP it is written to the server log as well, so nothing is silently dropped.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  db: Database;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email) {
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text });
        } catch (cause) {
          error = cause instanceof Error ? cause.message : String(cause);
          options.log.error({ err: cause, to: email.to }, 'e-mail could not be sent');
        }
      } else {
        options.log.info({ to: email.to, subject: email.subject, text: email.text }, 'e-mail (no SMTP configured)');
      }
      await options.db.insert(outboxEmails).values({
        companyId: email.companyId,
        to: email.to,
        subject: email.subject,
        text: email.text,
        transport: transport ? 'smtp' : 'log',
        error,
      });
    },
  };
}
