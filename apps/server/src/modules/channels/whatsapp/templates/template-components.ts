import { exampleValues, templateVariables } from '@contact/domain/settings';
import { headerMediaOf, type TemplateHeaderFormat } from '@contact/domain/wizard';
import type { MetaTemplate } from '../graph-client';

type Button = { type: string; label: string; value: string | null };

/** A Cloud API template record's values, as the settings section keeps them. */
export type CloudTemplateValues = {
  connection: number;
  name: string;
  language: string;
  category: string;
  headerFormat: TemplateHeaderFormat;
  header: string | null;
  text: string;
  examples: string | null;
  footer: string | null;
  buttons: Button[];
  status: string | null;
  reason: string | null;
  metaId: string | null;
};

/** The fields Meta reviews: a change in any of them sends the template back to review. */
export const reviewedFields = [
  'name',
  'language',
  'category',
  'headerFormat',
  'header',
  'text',
  'examples',
  'footer',
  'buttons',
] as const;

const metaButton = (button: Button) => {
  if (button.type === 'url') return { type: 'URL', text: button.label, url: button.value ?? '' };
  if (button.type === 'phone_number')
    return { type: 'PHONE_NUMBER', text: button.label, phone_number: button.value ?? '' };
  return { type: 'QUICK_REPLY', text: button.label };
};

/**
 * Meta's `components` of a template: a text header, the body with an example per variable,
 * footer, buttons. A media header is never submitted from here (see `submit-template.ts`).
 */
export function metaComponents(values: CloudTemplateValues): Record<string, unknown>[] {
  const variables = templateVariables(values.text);
  const examples = exampleValues(values.examples).slice(0, variables.length);
  return [
    ...(values.header && !headerMediaOf(values.headerFormat)
      ? [{ type: 'HEADER', format: 'TEXT', text: values.header }]
      : []),
    {
      type: 'BODY',
      text: values.text,
      ...(variables.length > 0 ? { example: { body_text: [examples] } } : {}),
    },
    ...(values.footer ? [{ type: 'FOOTER', text: values.footer }] : []),
    ...(values.buttons.length > 0 ? [{ type: 'BUTTONS', buttons: values.buttons.map(metaButton) }] : []),
  ];
}

/** POST /{waba-id}/message_templates body. */
export const createTemplateBody = (values: CloudTemplateValues) => ({
  name: values.name,
  language: values.language,
  category: values.category.toUpperCase(),
  components: metaComponents(values),
});

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const ourButtonType: Record<string, string> = { QUICK_REPLY: 'quick_reply', URL: 'url', PHONE_NUMBER: 'phone_number' };

/**
 * A template as Meta lists it, in the section's fields (components it has no field for are
 * left out). A media header keeps only its format: its file is given each time it is sent.
 */
export function valuesFromMeta(template: MetaTemplate) {
  const component = (type: string) =>
    template.components?.find((item) => String(item.type).toUpperCase() === type) ?? {};
  const header = component('HEADER');
  const headerMedia = headerMediaOf(String(header.format ?? 'TEXT').toLowerCase());
  const body = component('BODY') as { text?: unknown; example?: { body_text?: unknown[][] } };
  const buttons = (component('BUTTONS').buttons ?? []) as Record<string, unknown>[];
  return {
    name: template.name,
    language: template.language,
    category: (template.category ?? 'utility').toLowerCase(),
    headerFormat: headerMedia ?? ('text' as const),
    header: headerMedia ? null : text(header.text),
    text: text(body.text) ?? '',
    examples: (body.example?.body_text?.[0] ?? []).map(String).join('\n') || null,
    footer: text(component('FOOTER').text),
    buttons: buttons.flatMap((button) => {
      const type = ourButtonType[String(button.type)];
      return type
        ? [{ type, label: String(button.text ?? ''), value: text(button.url) ?? text(button.phone_number) }]
        : [];
    }),
  };
}
