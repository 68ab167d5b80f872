import { defineSection } from '../define-section';
import { field } from '../fields';

/** An SMS provider account (spec §7: POST {description, settings, department, activated}). */
export const smsSection = defineSection({
  key: 'sms',
  segment: 'sms',
  path: '/api/v1/settings/sms',
  title: 'settings.section.sms',
  activeKey: 'activated',
  fields: {
    description: field.text({ required: true, max: 120 }),
    department: field.reference('departments', { required: true }),
    settings: field.group({
      provider: field.choice('smsProvider', ['zenvia', 'twilio', 'infobip', 'generic'], {
        required: true,
        default: 'generic',
      }),
      username: field.text({ max: 120 }),
      token: field.secret({ required: true }),
      endpoint: field.url(),
      callback: field.url({ help: 'settings.help.callback' }),
      sender: field.text({ max: 20 }),
    }),
  },
  read: 'administration',
  list: { columns: ['description', 'department', 'activated'], search: ['description'], order: 'description' },
});
