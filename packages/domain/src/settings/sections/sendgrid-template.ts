import { defineSection } from '../define-section';
import { field } from '../fields';

/** A SendGrid dynamic template the product sends e-mails with. */
export const sendgridTemplateSection = defineSection({
  key: 'sendgrid-template',
  segment: 'sendgrid-templates',
  path: '/api/v1/settings/sendgrid-templates',
  title: 'settings.section.sendgridTemplate',
  fields: {
    name: field.text({ required: true, max: 120 }),
    templateId: field.text({ required: true, max: 120 }),
    subject: field.text({ max: 255 }),
    description: field.text({ max: 255 }),
    apiKey: field.secret(),
    departments: field.reference('departments', { multiple: true }),
  },
  read: 'marketing',
  list: { columns: ['name', 'templateId', 'subject', 'active'], search: ['name', 'templateId'], order: 'name' },
  unique: [{ fields: ['templateId'] }],
});
