import type { ForwardProtocolEmail } from '@contact/domain/channels';
import { translate } from '@contact/domain/i18n';
import type { Locale } from '@contact/domain/locales';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { messages } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth/authenticate';
import { AppError } from '../../../platform/errors';
import type { MessageRow, StoredAttachment } from '../../messages/message-wire';
import { assertVisible } from '../../protocols/protocol-change';
import { findProtocol } from '../../protocols/protocol.repo';
import { ProviderError } from '../channel-adapter';
import { emailAttachments } from './email.adapter';
import { readMailbox } from './mailbox';
import { sendThroughSmtp } from './smtp-transport';

const emailChannel = 4;
/** A forward carries at most this many of the protocol's messages and files. */
const historyLimit = 500;
const attachmentLimit = 20;

function historyText(locale: Locale, number: string, rows: MessageRow[], customer: string) {
  const when = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  });
  const lines = rows.map((row) => {
    const author =
      row.author === 'customer'
        ? customer
        : row.author === 'agent'
          ? (row.userName ?? '')
          : translate(locale, 'mail.forward.system');
    const files = (row.attachments as StoredAttachment[]).map((file) => file.name);
    const attached = files.length
      ? `\n${translate(locale, 'mail.forward.attachments', { names: files.join(', ') })}`
      : '';
    return `[${when.format(row.createdAt)}] ${author}:\n${row.text}${attached}`;
  });
  return `${translate(locale, 'mail.forward.heading', { number })}\n\n${lines.join('\n\n')}`;
}

/**
 * Forwards an e-mail protocol's conversation from its mailbox to an address (and a copy),
 * with the agent's note on top and, unless left out, every message and file of it.
 */
export async function forwardProtocolByEmail(
  app: FastifyInstance,
  auth: AuthContext,
  locale: Locale,
  input: ForwardProtocolEmail,
): Promise<string> {
  const protocol = await findProtocol(app.db, auth.companyId, input.protocol_id);
  assertVisible(auth, protocol);
  const mailbox =
    protocol.channelId === emailChannel && protocol.channelConfigId !== null
      ? await readMailbox(app, auth.companyId, protocol.channelConfigId)
      : null;
  if (!mailbox) {
    throw new AppError(
      'validation',
      'errors.notEmailProtocol',
      {},
      { protocol_id: { key: 'errors.notEmailProtocol' } },
    );
  }
  const rows = input.forward_email_history
    ? await app.db
        .select()
        .from(messages)
        .where(and(eq(messages.companyId, auth.companyId), eq(messages.protocolId, protocol.id)))
        .orderBy(asc(messages.id))
        .limit(historyLimit)
    : [];
  const customer = translate(locale, 'mail.forward.customer');
  const parts = [input.note, rows.length ? historyText(locale, protocol.number, rows, customer) : ''];
  const files = rows.flatMap((row) => row.attachments as StoredAttachment[]).slice(0, attachmentLimit);
  const subject = rows
    .map((row) => (row.meta as { subject?: unknown }).subject)
    .find((value) => typeof value === 'string');
  const messageId = `forward-${randomUUID()}@${mailbox.address.split('@')[1] ?? 'localhost'}`;
  try {
    await sendThroughSmtp(mailbox.smtp, {
      messageId: `<${messageId}>`,
      from: mailbox.address,
      to: input.email,
      ...(input.email_copy ? { cc: input.email_copy } : {}),
      subject: translate(locale, 'mail.forward.subject', {
        subject: String(protocol.subject ?? subject ?? protocol.number),
      }),
      text: parts.filter((part) => part.trim()).join('\n\n'),
      attachments: await emailAttachments(app, files),
    });
  } catch (error) {
    const reason = error instanceof ProviderError ? error.reason : String(error);
    throw new AppError(
      'validation',
      'errors.emailNotSent',
      { reason },
      { email: { key: 'errors.emailNotSent', params: { reason } } },
    );
  }
  return messageId;
}
