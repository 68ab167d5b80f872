import { defineSection } from '../define-section';
import { field } from '../fields';

/**
 * A mailbox read over IMAP; its messages open e-mail protocols (spec §3: address, password,
 * host). Answers leave over SMTP: an empty SMTP host, user or password means the IMAP one.
 * `status` is the server's own words from the last connection, for the administrator.
 */
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
    smtpHost: field.text({ max: 255, help: 'settings.help.smtpSameAsImap' }),
    smtpPort: field.integer({ min: 1, max: 65_535, default: 587 }),
    smtpSecure: field.boolean({ default: false, help: 'settings.help.smtpSecure' }),
    smtpUser: field.text({ max: 255, help: 'settings.help.smtpSameAsImap' }),
    smtpPassword: field.secret({ help: 'settings.help.smtpSameAsImap' }),
    departments: field.reference('departments', { multiple: true }),
    status: field.generated(),
  },
  read: 'administration',
  list: { columns: ['email', 'host', 'port', 'folder', 'status', 'active'], search: ['email', 'host'], order: 'email' },
  unique: [{ fields: ['email'] }],
});
