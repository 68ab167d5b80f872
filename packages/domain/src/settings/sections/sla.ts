import { defineSection } from '../define-section';
import { field } from '../fields';

/**
 * Service level per department and channel (spec §3, §7). The spec's POST names the unit
 * `unit_of_time` and its PUT `id_unit_of_time`: both are accepted and both returned.
 */
export const slaSection = defineSection({
  key: 'sla',
  segment: 'sla',
  path: '/api/v1/settings/sla',
  title: 'settings.section.sla',
  activeKey: 'activated',
  fields: {
    description: field.text(),
    time: field.integer({ required: true, min: 1, max: 100_000 }),
    id_unit_of_time: field.reference('unitsOfTime', { required: true }),
    departments: field.reference('departments', { required: true, multiple: true }),
    channels: field.reference('channels', { required: true, multiple: true }),
  },
  aliases: { unit_of_time: 'id_unit_of_time' },
  read: 'supervision',
  list: {
    columns: ['description', 'time', 'id_unit_of_time', 'departments', 'channels', 'activated'],
    search: ['description'],
  },
  exclusive: { fields: ['departments', 'channels'], message: 'settings.errors.slaExists' },
});
