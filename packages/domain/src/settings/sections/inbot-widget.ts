import { defineSection } from '../define-section';
import { field } from '../fields';

/** An Inbot chat bot embedded as a channel (spec §3, §5: name, token, id, type). */
export const inbotWidgetSection = defineSection({
  key: 'inbot-widget',
  segment: 'widget-inbot',
  path: '/api/v1/settings/inbot-widget',
  title: 'settings.section.inbotWidget',
  fields: {
    name: field.text({ required: true, max: 120 }),
    botId: field.text({ required: true, max: 120 }),
    botToken: field.secret({ required: true }),
    environment: field.choice('inbotEnvironment', ['production', 'homologation'], {
      required: true,
      default: 'production',
    }),
    departments: field.reference('departments', { multiple: true }),
  },
  read: 'administration',
  list: { columns: ['name', 'botId', 'environment', 'active'], search: ['name', 'botId'], order: 'name' },
});
