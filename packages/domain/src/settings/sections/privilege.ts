import { defineSection } from '../define-section';
import { field } from '../fields';
import { privilegeAreas } from '../privileges';

/** Which areas of the product a profile opens (privilégios); one record per profile. */
export const privilegeSection = defineSection({
  key: 'privilege',
  segment: 'privilegios',
  path: '/api/v1/settings/privilege',
  title: 'settings.section.privilege',
  fields: {
    profile: field.reference('profiles', { required: true }),
    description: field.text({ max: 120 }),
    areas: field.choice('privilegeArea', privilegeAreas, { multiple: true }),
  },
  read: 'inbox',
  list: { columns: ['profile', 'description', 'areas', 'active'], search: ['description'] },
  unique: [{ fields: ['profile'] }],
});
