import { defineSection } from '../define-section';
import { field } from '../fields';

/** A mailbox read over IMAP; its messages open e-mail protocols (spec §3: address, password, host). */
export const emailImapSection = defineSection({
  key: 'email-imap',
  segment: 'email-imap',
  path: '/api/v1/settings/email-imap',
  title: 'settings.section.emailImap',
  fields: {
    email: field.email({ required: true }),
    password: field.secret({ required: true }),
    host: field.text({ required: true, max: 255 }),
    port: field.integer({ min: 1, max: 65_535, default: 993 }),
    secure: field.boolean({ default: true }),
    folder: field.text({ max: 120, default: 'INBOX' }),
    departments: field.reference('departments', { multiple: true }),
  },
  read: 'administration',
  list: { columns: ['email', 'host', 'port', 'folder', 'active'], search: ['email', 'host'], order: 'email' },
  unique: [{ fields: ['email'] }],
});
