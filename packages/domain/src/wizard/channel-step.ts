import { channelById, type ChannelName } from '../channels';
import type { WizardIssue } from './rules';
import { headerLinkIssue, type TemplateHeaderMedia } from './template-header';

/** What a channel's step asks for. `number` is the customer's phone, `email` the address written to. */
export type ChannelStepField = 'email' | 'subject' | 'text' | 'number' | 'template';

/** The data each channel's step needs; the others ask only for an optional first message. */
export const channelStepFields: Partial<Record<ChannelName, readonly ChannelStepField[]>> = {
  email: ['email', 'subject', 'text'],
  whatsapp: ['number', 'template'],
  sms: ['number', 'text'],
  telegram: ['number', 'text'],
  rcs: ['number', 'text'],
  phone: ['number'],
  messenger: ['email', 'text'],
  instagram_chat: ['email', 'text'],
};

/** The spec's required-field messages of the protocol area (§5): message, e-mail, subject, field, template, number. */
export const requiredKeys = {
  text: 'wizard.required.message',
  email: 'wizard.required.email',
  subject: 'wizard.required.subject',
  template: 'wizard.required.template',
  number: 'wizard.required.number',
  variable: 'wizard.required.field',
} as const;

export type ChannelStepValues = {
  email?: string | null;
  subject?: string | null;
  text?: string | null;
  number?: string | null;
  templateId?: number | null;
  /** The template's variables in order; each one is required. */
  variables?: (string | null | undefined)[];
  /** How many variables the chosen template has. */
  variableCount?: number;
  /** The media the chosen template's header shows, whose public link is then required. */
  headerMedia?: TemplateHeaderMedia | null;
  headerLink?: string | null;
};

export function fieldsOfChannel(channelId: number): readonly ChannelStepField[] {
  const channel = channelById(channelId);
  return channel ? (channelStepFields[channel.name] ?? []) : [];
}

const blank = (value: string | null | undefined) => !value || !value.trim();

/** What the channel's step still lacks; a template's variable is named `variables.<index>`, its header's media `headerLink`. */
export function channelStepIssues(channelId: number, values: ChannelStepValues): WizardIssue[] {
  const issues: WizardIssue[] = [];
  for (const field of fieldsOfChannel(channelId)) {
    const missing = field === 'template' ? !values.templateId : blank(values[field]);
    if (missing) issues.push({ field, key: requiredKeys[field] });
  }
  if (fieldsOfChannel(channelId).includes('template') && values.templateId) {
    for (let index = 0; index < (values.variableCount ?? 0); index += 1) {
      if (blank(values.variables?.[index])) issues.push({ field: `variables.${index}`, key: requiredKeys.variable });
    }
    const linkIssue = headerLinkIssue(values.headerMedia ?? null, values.headerLink);
    if (linkIssue) issues.push({ field: 'headerLink', key: linkIssue });
  }
  return issues;
}
