import { defineSection } from '../define-section';
import { field } from '../fields';

/** A landing page whose form opens protocols; the builder (another issue) fills `content`. */
export const landingPageSection = defineSection({
  key: 'landing-page',
  segment: 'landing-page',
  path: '/api/v1/settings/landing-page',
  title: 'settings.section.landingPage',
  fields: {
    name: field.text({ required: true, max: 120 }),
    slug: field.slug({ required: true }),
    description: field.text({ max: 255 }),
    department: field.reference('departments'),
    title: field.text({ max: 120 }),
    content: field.textarea({ max: 200_000 }),
    redirectUrl: field.url(),
  },
  read: 'marketing',
  list: { columns: ['name', 'slug', 'department', 'active'], search: ['name', 'slug', 'title'], order: 'name' },
  unique: [{ fields: ['name'] }, { fields: ['slug'] }],
});
