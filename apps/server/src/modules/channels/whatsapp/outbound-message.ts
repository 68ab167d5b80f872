import { templateHeaderMedia } from '@contact/domain/wizard';
import { z } from 'zod';

/** What the wizard records on a first message sent with an approved template (HSM). */
export const templateMetaSchema = z.object({
  template: z.object({
    name: z.string().min(1),
    language: z.string().min(1),
    variables: z.array(z.string()).default([]),
    /** The header's image, video or document, by the public link Meta downloads it from. */
    header: z.object({ type: z.enum(templateHeaderMedia), link: z.string().min(1) }).optional(),
  }),
});

const base = (to: string) => ({ messaging_product: 'whatsapp', recipient_type: 'individual', to });

/** POST /{phone-number-id}/messages body of a free text. */
export const textBody = (to: string, text: string) => ({ ...base(to), type: 'text', text: { body: text } });

/** A template with its header's media, if it has one, and its body variables in order ({{1}}, {{2}} ...). */
export function templateBody(to: string, template: z.infer<typeof templateMetaSchema>['template']) {
  const { header, variables } = template;
  const components = [
    ...(header ? [{ type: 'header', parameters: [{ type: header.type, [header.type]: { link: header.link } }] }] : []),
    ...(variables.length > 0 ? [{ type: 'body', parameters: variables.map((text) => ({ type: 'text', text })) }] : []),
  ];
  return {
    ...base(to),
    type: 'template',
    template: { name: template.name, language: { code: template.language }, components },
  };
}

export type OutboundMediaKind = 'image' | 'audio' | 'video' | 'document';

/** How WhatsApp shows a file of this type; anything it cannot play goes as a document. */
export function mediaKindOf(mimeType: string): OutboundMediaKind {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'image/jpeg' || type === 'image/png') return 'image';
  if (/^audio\/(aac|amr|mpeg|mp4|ogg)$/.test(type)) return 'audio';
  if (type === 'video/mp4' || type === 'video/3gpp') return 'video';
  return 'document';
}

/** A file sent by the id Meta gave on upload; audio carries no caption. */
export function mediaBody(
  to: string,
  media: { id: string; kind: OutboundMediaKind; name: string; caption: string | null },
) {
  const caption = media.kind !== 'audio' && media.caption ? { caption: media.caption } : {};
  const filename = media.kind === 'document' ? { filename: media.name } : {};
  return { ...base(to), type: media.kind, [media.kind]: { id: media.id, ...caption, ...filename } };
}
