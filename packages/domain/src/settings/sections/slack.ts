import { defineSection } from '../define-section';
import { field } from '../fields';

/** A Slack workspace: default support and ticket channels, and whether to notify (spec §3, §5). */
export const slackSection = defineSection({
  key: 'slack',
  segment: 'slack',
  path: '/api/v1/settings/slack',
  title: 'settings.section.slack',
  fields: {
    name: field.text({ required: true, max: 120 }),
    token: field.secret({ required: true, help: 'settings.help.slackToken' }),
    supportChannel: field.text({ max: 120 }),
    ticketChannel: field.text({ max: 120 }),
    notify: field.boolean(),
    departments: field.reference('departments', { multiple: true }),
  },
  read: 'administration',
  list: { columns: ['name', 'supportChannel', 'ticketChannel', 'notify', 'active'], search: ['name'], order: 'name' },
  unique: [{ fields: ['name'] }],
});
