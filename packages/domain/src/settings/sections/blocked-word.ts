import { defineSection } from '../define-section';
import { field } from '../fields';

/** Words that stop an agent's message (spec §3, §7, §9: pages of 50, or 1000 at once). */
export const blockedWordSection = defineSection({
  key: 'blocked-word',
  segment: 'palavra_bloqueada',
  path: '/api/v1/settings/blockedword',
  title: 'settings.section.blockedWord',
  fields: { word: field.text({ required: true, max: 120 }) },
  read: 'inbox',
  list: { columns: ['word', 'active'], search: ['word'], order: 'word' },
  unique: [{ fields: ['word'] }],
});
