import type { RuleIssue } from '../define-section';
import { defineSection } from '../define-section';
import { field } from '../fields';
import { blacklistValueIssue } from '../blacklist-rules';

/** Customers who may not open protocols, by CPF, phone, e-mail or the channel's own id. */
export const blacklistSection = defineSection({
  key: 'blacklist',
  segment: 'blacklist',
  path: '/api/v1/settings/blacklist',
  title: 'settings.section.blacklist',
  fields: {
    type: field.choice('blacklistType', ['cpf', 'phone', 'email', 'channel_id'], { required: true }),
    value: field.text({ required: true, max: 255 }),
    channels: field.reference('channels', { multiple: true, help: 'settings.help.blacklistChannels' }),
    reason: field.textarea({ max: 1000 }),
    expiresAt: field.date(),
  },
  read: 'supervision',
  list: {
    columns: ['type', 'value', 'channels', 'reason', 'expiresAt', 'active'],
    search: ['value', 'reason'],
    order: 'value',
  },
  unique: [{ fields: ['type', 'value'] }],
  rules(values) {
    const issues: RuleIssue[] = [];
    const key = blacklistValueIssue(values.type, values.value);
    if (key) issues.push({ path: 'value', key });
    return issues;
  },
});
