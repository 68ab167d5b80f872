import { defineSection } from '../define-section';
import { field } from '../fields';

/** A Google Chat space served as a channel, through a service account or an incoming webhook. */
export const googleChatSection = defineSection({
  key: 'google-chat',
  segment: 'google-chat',
  path: '/api/v1/settings/google-chat',
  title: 'settings.section.googleChat',
  fields: {
    description: field.text({ required: true, max: 120 }),
    spaceName: field.text({ max: 120, help: 'settings.help.spaceName' }),
    webhookUrl: field.secret({ help: 'settings.help.webhookUrl' }),
    serviceAccountKey: field.secret({ max: 20_000, help: 'settings.help.serviceAccountKey' }),
    departments: field.reference('departments', { multiple: true }),
    notify: field.boolean(),
  },
  read: 'administration',
  list: {
    columns: ['description', 'spaceName', 'departments', 'active'],
    search: ['description', 'spaceName'],
    order: 'description',
  },
});
