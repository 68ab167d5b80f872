import { fillTemplate, headerLinkIssue, type WizardTemplate } from '@contact/domain/wizard';
import type { MessageKey } from '@contact/domain/i18n';
import { AppError } from '../../platform/errors';

/** What the channel needs to send an approved WhatsApp template, kept in the message's `meta.template`. */
export type TemplateSend = {
  name: string;
  language: string;
  variables: string[];
  /** The header's media by its public link, when the template's header is one. */
  header?: { type: NonNullable<WizardTemplate['headerMedia']>; link: string };
};

/**
 * An approved template filled in by an agent (composer or new-protocol wizard): each of its
 * variables, and the public https link of its header's media when it has one, are required.
 * Answers the text the conversation shows and what the channel sends; a 400 names what is missing.
 */
export function templateMessage(
  template: WizardTemplate,
  input: { variables: string[]; headerLink?: string },
): { text: string; template: TemplateSend } {
  const variables = input.variables.slice(0, template.variableCount);
  const fields: Record<string, { key: MessageKey }> = {};
  for (let index = 0; index < template.variableCount; index += 1) {
    if (!variables[index]) fields[`hsm_variables.${index}`] = { key: 'wizard.required.field' };
  }
  const linkIssue = headerLinkIssue(template.headerMedia, input.headerLink);
  if (linkIssue) fields.hsm_header_link = { key: linkIssue };
  if (Object.keys(fields).length > 0) throw new AppError('validation', 'errors.validation', {}, fields);
  const link = input.headerLink?.trim();
  return {
    text: fillTemplate(template.text, variables),
    template: {
      name: template.name,
      language: template.language,
      variables,
      ...(template.headerMedia && link ? { header: { type: template.headerMedia, link } } : {}),
    },
  };
}
