import { messageIdsOf, protocolOfRecipients } from '@contact/domain/channels';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import path from 'node:path';
import { messages, protocols } from '../../../db/schema';
import type { StoredAttachment } from '../../messages/message-wire';
import type { InboundMessage } from '../channel-adapter';
import type { Mailbox } from './mailbox';
import { sanitizeEmailHtml } from './sanitize-html';

const emailChannel = 4;

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );

/**
 * One e-mail of the mailbox as an inbound message: the text, the HTML sanitized, the
 * attachments stored, and the earlier messages it answers (In-Reply-To, References, and a
 * protocol plus-address among the recipients). Null for mail the mailbox sent itself.
 */
export async function readEmail(
  app: FastifyInstance,
  mailbox: Mailbox,
  source: Buffer,
  fallbackId: string,
): Promise<InboundMessage | null> {
  const parsed = await simpleParser(source);
  const sender = (Array.isArray(parsed.from) ? parsed.from[0] : parsed.from)?.value[0];
  const address = sender?.address?.toLowerCase();
  if (!address || address === mailbox.address.toLowerCase()) return null;
  const attachments: StoredAttachment[] = [];
  for (const attachment of parsed.attachments) {
    const name = (attachment.filename ?? 'anexo').slice(0, 200);
    const key = await app.files.put(attachment.content, path.extname(name).slice(1).toLowerCase() || 'bin');
    attachments.push({ key, name, type: attachment.contentType, size: attachment.size });
  }
  const recipients = [...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...deliveredTo(parsed.headers)];
  const references = messageIdsOf(parsed.inReplyTo, parsed.references);
  const addressed = protocolOfRecipients(mailbox.address, recipients);
  const threaded = addressed === null ? [] : await protocolMessageIds(app, mailbox, addressed);
  const messageId = messageIdsOf(parsed.messageId)[0];
  return {
    externalId: messageId ?? fallbackId,
    customer: { name: sender?.name?.trim() || null, email: address },
    text: (parsed.text ?? '').trim(),
    attachments,
    meta: {
      subject: parsed.subject ?? '',
      ...(parsed.html ? { html: sanitizeEmailHtml(parsed.html) } : {}),
      from: address,
      to: addressesOf(parsed.to),
      cc: addressesOf(parsed.cc),
      references,
    },
    replyTo: [...threaded, ...references],
  };
}

function deliveredTo(headers: Map<string, unknown>): string[] {
  const value = headers.get('delivered-to') ?? headers.get('x-original-to');
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string => typeof item === 'string').map((item) => item.toLowerCase());
}

/** Provider ids of a protocol's e-mails on this mailbox, so an answer to its plus-address joins it. */
async function protocolMessageIds(app: FastifyInstance, mailbox: Mailbox, protocolId: number) {
  const rows = await app.db
    .select({ externalId: messages.externalId })
    .from(messages)
    .innerJoin(protocols, eq(protocols.id, messages.protocolId))
    .where(
      and(
        eq(messages.companyId, mailbox.companyId),
        eq(messages.protocolId, protocolId),
        eq(messages.channelId, emailChannel),
        eq(protocols.channelConfigId, mailbox.id),
        isNotNull(messages.externalId),
      ),
    )
    .orderBy(asc(messages.id))
    .limit(1);
  return rows.flatMap((row) => (row.externalId ? [row.externalId] : []));
}
