import { protocolReplyAddress, replySubject } from '@contact/domain/channels';
import { withSignature } from '@contact/domain/wizard';
import type { FastifyInstance } from 'fastify';
import type { StoredAttachment } from '../../messages/message-wire';
import { getCurrentUser } from '../../users/users.service';
import { configured, ProviderError, type ChannelAdapter, type OutboundRequest } from '../channel-adapter';
import { readMailbox } from './mailbox';
import { sendThroughSmtp } from './smtp-transport';
import { threadOf } from './thread';

/** Attachments of a stored message, read from the file store for an e-mail. */
export async function emailAttachments(app: FastifyInstance, attachments: StoredAttachment[]) {
  const opened = [];
  for (const file of attachments) {
    const content = await app.files.open(file.key);
    if (content) opened.push({ filename: file.name, contentType: file.type, content });
  }
  return opened;
}

/** The agent's e-mail signature under the text, once (the wizard's first e-mail already has it). */
async function signed(app: FastifyInstance, message: OutboundRequest['message']): Promise<string> {
  if (message.userId === null || message.author !== 'agent') return message.text;
  const signature = (await getCurrentUser(app.db, message.userId).catch(() => null))?.emailSignature.trim() ?? '';
  return signature && !message.text.trimEnd().endsWith(signature)
    ? withSignature(message.text, signature)
    : message.text;
}

/**
 * E-mail (channel 4): customers' mail is read from the mailbox by the pollers
 * (mailbox-pollers.ts); answers leave through the mailbox's SMTP server as replies in the
 * customer's thread, answerable to the protocol's plus-address.
 */
export const emailAdapter: ChannelAdapter = {
  provider: 'email',
  channelId: 4,
  async send(app, request) {
    const mailbox = await configured(readMailbox(app, request.companyId, request.configurationId));
    if (!request.customer.email) throw new ProviderError('errors.customerWithoutEmail', false);
    const thread = await threadOf(app, request.companyId, request.protocol.id);
    const domain = mailbox.address.split('@')[1] ?? 'localhost';
    // The same id on every attempt: a retry is recognisably the same e-mail.
    const messageId = `${request.idempotencyKey}.${request.protocol.number}@${domain}`;
    await sendThroughSmtp(mailbox.smtp, {
      messageId: `<${messageId}>`,
      from: mailbox.address,
      replyTo: protocolReplyAddress(mailbox.address, request.protocol.id),
      to: request.customer.name
        ? { name: request.customer.name, address: request.customer.email }
        : request.customer.email,
      subject: thread.inReplyTo
        ? replySubject(thread.subject ?? request.protocol.subject)
        : (request.protocol.subject ?? ''),
      text: await signed(app, request.message),
      ...(thread.inReplyTo
        ? { inReplyTo: `<${thread.inReplyTo}>`, references: thread.references.map((id) => `<${id}>`) }
        : {}),
      attachments: await emailAttachments(app, request.message.attachments as StoredAttachment[]),
    });
    return { externalId: messageId };
  },
};
