import { phoneDigits } from '@contact/domain/channels';
import type { FastifyInstance } from 'fastify';
import type { StoredAttachment } from '../../messages/message-wire';
import { configured, ProviderError, type OutboundRequest } from '../channel-adapter';
import { readWhatsappNumber, type WhatsappNumber } from './configuration';
import { mediaBody, mediaKindOf, templateBody, templateMetaSchema, textBody } from './outbound-message';

async function readStored(app: FastifyInstance, attachment: StoredAttachment): Promise<Buffer> {
  const stream = await app.files.open(attachment.key);
  if (!stream) throw new ProviderError(`${attachment.name}: file not found`, false);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Files go one per WhatsApp message, uploaded first and sent by id; the text rides as the
 * first file's caption when it can, else goes before them. Answers the first message's id.
 */
async function sendWithFiles(
  app: FastifyInstance,
  number: WhatsappNumber,
  to: string,
  text: string,
  attachments: StoredAttachment[],
): Promise<string> {
  const ids: string[] = [];
  const firstKind = mediaKindOf(attachments[0]?.type ?? '');
  let caption: string | null = text.trim() || null;
  if (caption && firstKind === 'audio') {
    ids.push(await number.graph.sendMessage(number.phoneNumberId, textBody(to, caption)));
    caption = null;
  }
  for (const attachment of attachments) {
    const content = await readStored(app, attachment);
    const id = await number.graph.uploadMedia(number.phoneNumberId, {
      content,
      name: attachment.name,
      type: attachment.type,
    });
    const body = mediaBody(to, { id, kind: mediaKindOf(attachment.type), name: attachment.name, caption });
    ids.push(await number.graph.sendMessage(number.phoneNumberId, body));
    caption = null;
  }
  return ids[0] ?? '';
}

/** Hands one outgoing message to the Graph API: a template, files or a free text. */
export async function sendWhatsapp(app: FastifyInstance, request: OutboundRequest): Promise<{ externalId: string }> {
  const number = await configured(readWhatsappNumber(app, request.companyId, request.configurationId));
  if (!request.customer.phone) throw new ProviderError('errors.customerPhoneMissing', false);
  const to = phoneDigits(request.customer.phone);
  const { message } = request;
  const template = templateMetaSchema.safeParse(message.meta);
  if (template.success) {
    return {
      externalId: await number.graph.sendMessage(number.phoneNumberId, templateBody(to, template.data.template)),
    };
  }
  const attachments = message.attachments as StoredAttachment[];
  if (attachments.length > 0) return { externalId: await sendWithFiles(app, number, to, message.text, attachments) };
  return { externalId: await number.graph.sendMessage(number.phoneNumberId, textBody(to, message.text)) };
}
