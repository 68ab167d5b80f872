import { defineSection } from '../define-section';
import { field } from '../fields';

/** A sender for e-mail marketing (spec §3: e-mail, name, subject, API key, template id, description, Watson, CPC). */
export const emailMarketingSection = defineSection({
  key: 'email-marketing',
  segment: 'email-marketing',
  path: '/api/v1/settings/email-marketing',
  title: 'settings.section.emailMarketing',
  fields: {
    description: field.text({ required: true, max: 120 }),
    email: field.email({ required: true }),
    name: field.text({ max: 120 }),
    subject: field.text({ required: true, max: 255 }),
    apiKey: field.secret(),
    templateId: field.text({ max: 120 }),
    watson: field.boolean(),
    cpc: field.boolean(),
  },
  read: 'marketing',
  list: {
    columns: ['description', 'email', 'subject', 'templateId', 'active'],
    search: ['description', 'email', 'subject'],
    order: 'description',
  },
});
