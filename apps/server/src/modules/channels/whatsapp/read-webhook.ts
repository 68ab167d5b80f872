import type { FastifyInstance } from 'fastify';
import { fileExtension } from '../../../platform/files';
import type { StoredAttachment } from '../../messages/message-wire';
import { ProviderError, type DeliveryUpdate, type InboundBatch, type InboundMessage } from '../channel-adapter';
import type { WhatsappNumber } from './configuration';
import { contentOf, customerOf, mediaOf } from './inbound-message';
import { changesFor, cloudMessageSchema, cloudStatusSchema, readEach, type CloudStatus } from './webhook-payload';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/amr': 'amr',
  'video/mp4': 'mp4',
  'video/3gpp': '3gp',
  'application/pdf': 'pdf',
};

const extensionOf = (mimeType: string, filename: string | undefined) =>
  extensions[mimeType.split(';')[0]?.trim() ?? ''] ?? (filename ? fileExtension(filename) : 'bin');

/**
 * The customer's file, fetched from Meta and kept in the app's storage. A file Meta no longer
 * has (a final refusal) leaves the message without it; a passing failure retries the webhook.
 */
async function storeMedia(
  app: FastifyInstance,
  number: WhatsappNumber,
  media: { id: string; kind: string; filename?: string },
): Promise<StoredAttachment | null> {
  try {
    const { content, mimeType } = await number.graph.downloadMedia(media.id);
    const extension = extensionOf(mimeType, media.filename);
    const key = await app.files.put(content, extension);
    return { key, name: media.filename ?? `${media.kind}.${extension}`, type: mimeType, size: content.length };
  } catch (error) {
    if (error instanceof ProviderError && !error.retryable) return null;
    throw error;
  }
}

const receiptStatuses = ['sent', 'delivered', 'read', 'failed'] as const;

/** A delivery receipt; a failure carries Meta's title and details, which the agent reads. */
function receiptOf(status: CloudStatus): DeliveryUpdate | null {
  const kind = receiptStatuses.find((item) => item === status.status);
  if (!kind) return null;
  if (kind !== 'failed') return { externalId: status.id, status: kind };
  const error = status.errors?.[0];
  const title = error?.title ?? error?.message ?? 'failed';
  const details = error?.error_data?.details;
  return { externalId: status.id, status: kind, reason: details && details !== title ? `${title}: ${details}` : title };
}

/** Reads Meta's `messages` webhook for one number: customers' messages (files fetched) and receipts. */
export async function readWebhook(
  app: FastifyInstance,
  number: WhatsappNumber,
  rawBody: Buffer,
): Promise<InboundBatch> {
  const batch: InboundBatch = { messages: [], receipts: [] };
  for (const value of changesFor(rawBody, number.phoneNumberId)) {
    for (const message of readEach(value.messages, cloudMessageSchema)) {
      const content = contentOf(message);
      if (!content) continue;
      const media = mediaOf(message);
      const attachment = media ? await storeMedia(app, number, media) : null;
      const inbound: InboundMessage = {
        externalId: message.id,
        customer: customerOf(value, message),
        text: content.text,
        attachments: attachment ? [attachment] : [],
        meta: content.meta,
        ...(message.context?.id ? { replyTo: [message.context.id] } : {}),
      };
      batch.messages.push(inbound);
    }
    for (const status of readEach(value.statuses, cloudStatusSchema)) {
      const receipt = receiptOf(status);
      if (receipt) batch.receipts.push(receipt);
    }
  }
  return batch;
}
