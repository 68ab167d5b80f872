import type { RuleIssue } from '../define-section';
import { defineSection } from '../define-section';
import { field } from '../fields';

/** How a protocol, occurrence or ticket was resolved (spec §3); limited by department (§6). */
export const tabulationSection = defineSection({
  key: 'tabulation',
  segment: 'tabulacoes',
  path: '/api/v1/settings/tabulation',
  title: 'settings.section.tabulation',
  fields: {
    description: field.text({ required: true, max: 160 }),
    category: field.choice('tabulationCategory', ['protocol', 'occurrence', 'ticket'], {
      required: true,
      default: 'protocol',
    }),
    group: field.text({ max: 120 }),
    sentiment: field.choice('sentiment', ['positive', 'neutral', 'negative']),
    departments: field.reference('departments', { multiple: true }),
    blacklist: field.boolean({ help: 'settings.help.tabulationBlacklist' }),
    blacklistBy: field.choice('blacklistType', ['cpf', 'channel_id']),
    watson: field.boolean(),
    cpc: field.boolean({ help: 'settings.help.cpc' }),
  },
  read: 'inbox',
  departmentScope: 'departments',
  list: {
    columns: ['description', 'category', 'group', 'sentiment', 'departments', 'cpc', 'active'],
    search: ['description', 'group'],
    order: 'description',
  },
  form: [
    { fields: ['description', 'category', 'group', 'sentiment', 'departments'] },
    { title: 'settings.form.behaviour', fields: ['blacklist', 'blacklistBy', 'watson', 'cpc'] },
  ],
  unique: [{ fields: ['description', 'category'] }],
  rules(values) {
    const issues: RuleIssue[] = [];
    if (values.blacklist && !values.blacklistBy) issues.push({ path: 'blacklistBy', key: 'validation.required' });
    return issues;
  },
});
