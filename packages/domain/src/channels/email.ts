import { z } from 'zod';
import { defineContract } from '../http';
import { emailSchema } from '../validation';

/**
 * The address a protocol's e-mails are sent from and answered to: the mailbox with the
 * protocol in its plus-address (`atendimento+p42@empresa.com.br`), so a reply finds its
 * protocol even when the customer's client rewrites In-Reply-To and References.
 */
export function protocolReplyAddress(mailbox: string, protocolId: number): string {
  const at = mailbox.lastIndexOf('@');
  if (at < 1) return mailbox;
  const local = mailbox.slice(0, at).split('+')[0];
  return `${local}+p${protocolId}${mailbox.slice(at)}`;
}

/** The protocol named by a plus-address of this mailbox among the recipients, if any. */
export function protocolOfRecipients(mailbox: string, recipients: readonly string[]): number | null {
  const at = mailbox.lastIndexOf('@');
  if (at < 1) return null;
  const local = mailbox.slice(0, at).split('+')[0]?.toLowerCase();
  const domain = mailbox.slice(at + 1).toLowerCase();
  for (const recipient of recipients) {
    const match = /^([^@+]+)\+p(\d{1,12})@(.+)$/.exec(recipient.trim().toLowerCase());
    if (match && match[1] === local && match[3] === domain) return Number(match[2]);
  }
  return null;
}

const replyPrefix = /^\s*(re|res|aw|sv|ref)\s*:/i;

/** The subject of an answer: the protocol's subject with one "Re:" in front. */
export function replySubject(subject: string | null | undefined): string {
  const text = (subject ?? '').trim();
  return replyPrefix.test(text) ? text : `Re: ${text}`.trimEnd();
}

/** Message-ids as e-mail headers carry them (`<id@host>`), without brackets, in order, once each. */
export function messageIdsOf(...headers: (string | readonly string[] | null | undefined)[]): string[] {
  const found: string[] = [];
  for (const header of headers.flat()) {
    if (!header) continue;
    const bracketed = header.match(/<[^<>\s]+>/g);
    const ids = bracketed ? bracketed.map((id) => id.slice(1, -1)) : header.split(/\s+/);
    for (const id of ids) if (id && !found.includes(id)) found.push(id);
  }
  return found;
}

/** A protocol's conversation forwarded by e-mail (the inbox's "forward e-mail" dialog). */
export const forwardProtocolEmailBodySchema = z.strictObject({
  protocol_id: z.number().int().positive(),
  email: emailSchema,
  /** Also sent, in copy, to this address. */
  email_copy: z.union([emailSchema, z.literal('')]).optional(),
  /** With every earlier message of the protocol; without it, only the note. */
  forward_email_history: z.boolean().default(true),
  note: z.string().trim().max(4000).default(''),
});
export type ForwardProtocolEmail = z.infer<typeof forwardProtocolEmailBodySchema>;

export const forwardProtocolEmail = defineContract({
  method: 'POST',
  path: '/api/v1/protocol/forward',
  summary: "Forward an e-mail protocol's conversation to an address, with an optional copy",
  tags: ['protocol'],
  auth: true,
  body: forwardProtocolEmailBodySchema,
  response: z.object({ forwarded: z.literal(true), message_id: z.string() }),
});
