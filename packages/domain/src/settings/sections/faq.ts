import { defineSection } from '../define-section';
import { field } from '../fields';

/** Quick answers an agent inserts by their tag (spec §3, §5: tag, text, department). */
export const faqSection = defineSection({
  key: 'faq',
  segment: 'faq',
  path: '/api/v1/settings/faq',
  title: 'settings.section.faq',
  fields: {
    tag: field.text({ required: true, max: 60 }),
    text: field.textarea({ required: true }),
    departments: field.reference('departments', { required: true, multiple: true }),
  },
  read: 'inbox',
  departmentScope: 'departments',
  list: { columns: ['tag', 'text', 'departments', 'active'], search: ['tag', 'text'], order: 'tag' },
  notices: { saveFailed: 'settings.notices.faqSaveFailed' },
});
