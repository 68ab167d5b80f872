import type { Message } from '@contact/domain/protocols';
import { headerMediaOf } from '@contact/domain/wizard';
import type { messages } from '../../db/schema';

export type MessageRow = typeof messages.$inferSelect;
export type StoredAttachment = { key: string; name: string; type: string; size: number };

export function toWireMessage(row: MessageRow): Message {
  const attachments = (row.attachments as StoredAttachment[]).map((item) => ({
    ...item,
    url: `/api/v1/files/${item.key}`,
  }));
  return {
    message_id: row.id,
    protocol_id: row.protocolId,
    direction: row.direction as Message['direction'],
    author: row.author as Message['author'],
    user_id: row.userId,
    user_name: row.userName,
    text: row.text,
    attachments,
    status: row.status as Message['status'],
    failure_reason: row.failureReason,
    client_id: row.clientId,
    ...channelData(row.meta as Record<string, unknown>),
    created_at: new Date(row.createdAt).toISOString(),
  };
}

const textOr = (value: unknown) => (typeof value === 'string' ? value : null);

/** The media a sent template's header carried (see `TemplateSend`). */
function templateHeader(meta: Record<string, unknown>): Message['template_header'] {
  const template = meta.template as { header?: { type?: unknown; link?: unknown } } | undefined;
  const type = headerMediaOf(template?.header?.type);
  const link = textOr(template?.header?.link);
  return type && link ? { type, link } : null;
}

/** What a channel kept beside the text that the conversation shows. */
function channelData(
  meta: Record<string, unknown>,
): Pick<Message, 'transcription' | 'subject' | 'html' | 'location' | 'template_header'> {
  const location = meta.location as Record<string, unknown> | undefined;
  return {
    transcription: textOr(meta.transcription),
    subject: textOr(meta.subject),
    // Sanitized by the e-mail channel when it was received.
    html: textOr(meta.html),
    location:
      location && typeof location.latitude === 'number' && typeof location.longitude === 'number'
        ? {
            latitude: location.latitude,
            longitude: location.longitude,
            name: textOr(location.name),
            address: textOr(location.address),
          }
        : null,
    template_header: templateHeader(meta),
  };
}

/** The list preview of a message: its text, or the names of its files. */
export function previewOf(text: string, attachments: StoredAttachment[]): string {
  const body = text.trim() || attachments.map((item) => `📎 ${item.name}`).join(', ');
  return body.length > 160 ? `${body.slice(0, 157)}…` : body;
}
