import { defineSection } from '../define-section';
import { field } from '../fields';

/** A sending address of the mail service (spec §7: POST {email, forward_email_history, email_copy}). */
export const emailSesSection = defineSection({
  key: 'email-ses',
  segment: 'email',
  path: '/api/v1/settings/email-ses',
  title: 'settings.section.emailSes',
  activeKey: 'activated',
  fields: {
    email: field.email({ required: true }),
    senderName: field.text({ max: 120 }),
    forward_email_history: field.boolean({ help: 'settings.help.forwardEmailHistory' }),
    email_copy: field.email({ help: 'settings.help.emailCopy' }),
    departments: field.reference('departments', { multiple: true }),
  },
  read: 'administration',
  list: {
    columns: ['email', 'senderName', 'forward_email_history', 'email_copy', 'activated'],
    search: ['email', 'senderName'],
    order: 'email',
  },
  unique: [{ fields: ['email'] }],
});
