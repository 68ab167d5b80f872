import { defineSection } from '../define-section';
import { field } from '../fields';

/** Credentials of an AI assistant, IBM Watson or Inbot (spec §3, §5: username, password, workspace, description). */
export const aiBotSection = defineSection({
  key: 'ai-bot',
  segment: 'inteligencia',
  path: '/api/v1/settings/watson',
  title: 'settings.section.aiBot',
  fields: {
    description: field.text({ required: true, max: 120 }),
    provider: field.choice('aiProvider', ['watson', 'inbot'], { required: true, default: 'watson' }),
    username: field.text({ required: true, max: 255 }),
    password: field.secret({ required: true }),
    workspace: field.text({ required: true, max: 255 }),
    url: field.url(),
    departments: field.reference('departments', { multiple: true }),
  },
  read: 'administration',
  list: {
    columns: ['description', 'provider', 'workspace', 'departments', 'active'],
    search: ['description', 'workspace'],
    order: 'description',
  },
  notices: { saveFailed: 'settings.notices.aiBotSaveFailed' },
});
