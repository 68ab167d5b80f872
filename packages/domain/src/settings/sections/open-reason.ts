import { defineSection } from '../define-section';
import { field } from '../fields';

/** Why an agent opens an outbound (active) protocol; chosen in the new-protocol wizard. */
export const openReasonSection = defineSection({
  key: 'open-reason',
  segment: 'open-reason',
  path: '/api/v1/settings/open-reason',
  title: 'settings.section.openReason',
  fields: {
    description: field.text({ required: true, max: 120 }),
    departments: field.reference('departments', { multiple: true }),
    channels: field.reference('channels', { multiple: true }),
  },
  read: 'inbox',
  departmentScope: 'departments',
  list: {
    columns: ['description', 'departments', 'channels', 'active'],
    search: ['description'],
    order: 'description',
  },
  unique: [{ fields: ['description'] }],
});
