import { defineSection } from '../define-section';
import { field } from '../fields';

/**
 * The web chat widget a company embeds on its site (spec §3: name, department, channels,
 * messages). `publicKey` is made by the server and identifies the widget in the embed code.
 */
export const widgetSection = defineSection({
  key: 'widget',
  segment: 'widget',
  path: '/api/v1/settings/widget',
  title: 'settings.section.widget',
  fields: {
    name: field.text({ required: true, max: 120 }),
    department: field.reference('departments', { required: true }),
    channels: field.reference('channels', { multiple: true, default: [1] }),
    title: field.text({ max: 80 }),
    color: field.color({ default: '#1c7ed6' }),
    position: field.choice('widgetPosition', ['right', 'left'], { required: true, default: 'right' }),
    messages: field.group({
      welcome: field.textarea({ max: 1000 }),
      expectedAnswer: field.text({ max: 255, help: 'settings.help.expectedAnswer' }),
      nextMessage: field.textarea({ max: 1000 }),
    }),
    allowedDomains: field.textList({ max: 50, help: 'settings.help.allowedDomains' }),
    publicKey: field.generated(),
  },
  read: 'supervision',
  list: { columns: ['name', 'department', 'channels', 'active'], search: ['name', 'title'], order: 'name' },
  form: [
    { fields: ['name', 'department', 'channels'] },
    { title: 'settings.form.appearance', fields: ['title', 'color', 'position', 'allowedDomains'] },
    // The group's own frame is titled "Mensagens": a section title would repeat it.
    { fields: ['messages'] },
  ],
});
