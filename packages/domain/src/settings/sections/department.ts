import { defineSection } from '../define-section';
import { field } from '../fields';

/**
 * Departments live in their own table (every protocol references one) and are served by
 * the departments module; this declaration drives the settings list and form.
 */
export const departmentSection = defineSection({
  key: 'department',
  segment: 'departamento',
  path: '/api/v1/settings/department',
  title: 'settings.section.department',
  storage: 'module',
  fields: {
    name: field.text({ required: true, max: 120 }),
    color: field.color({ default: '#1c7ed6' }),
    whatsappId: field.reference({ section: 'whatsapp' }),
    botId: field.reference({ section: 'ai-bot' }),
    email: field.email(),
    marketingEmail: field.email(),
    workflowOrder: field.integer({ default: 0 }),
    slackNotify: field.boolean(),
    sendAgentName: field.boolean({ default: true }),
  },
  read: 'supervision',
  list: { columns: ['name', 'color', 'email', 'workflowOrder', 'active'], search: ['name', 'email'], order: 'name' },
  unique: [{ fields: ['name'], message: 'errors.departmentNameTaken' }],
});
