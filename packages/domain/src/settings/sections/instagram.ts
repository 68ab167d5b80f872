import { defineSection } from '../define-section';
import { field } from '../fields';

/** An Instagram business account whose direct messages open protocols (spec §3). */
export const instagramSection = defineSection({
  key: 'instagram',
  segment: 'instagram',
  path: '/api/v1/settings/instagram-chat',
  title: 'settings.section.instagram',
  fields: {
    description: field.text({ required: true, max: 120 }),
    username: field.text({ required: true, max: 120 }),
    token: field.secret({ required: true }),
    channels: field.reference('channels', { multiple: true, default: [8] }),
    departments: field.reference('departments', { multiple: true }),
  },
  read: 'administration',
  list: {
    columns: ['description', 'username', 'departments', 'active'],
    search: ['description', 'username'],
    order: 'description',
  },
});
