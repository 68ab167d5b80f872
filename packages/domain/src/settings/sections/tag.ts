import { defineSection } from '../define-section';
import { field } from '../fields';

/** Labels put on protocols and tickets (spec §3: name, level, active). */
export const tagSection = defineSection({
  key: 'tag',
  segment: 'tag',
  path: '/api/v1/settings/tag',
  title: 'settings.section.tag',
  fields: {
    name: field.text({ required: true, max: 60 }),
    level: field.integer({ min: 1, max: 10, default: 1 }),
    color: field.color({ default: '#868e96' }),
  },
  read: 'inbox',
  list: { columns: ['name', 'level', 'color', 'active'], search: ['name'], order: 'name' },
  unique: [{ fields: ['name'] }],
});
