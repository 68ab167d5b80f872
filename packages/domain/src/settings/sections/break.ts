import { defineSection } from '../define-section';
import { field } from '../fields';

/** Breaks (pausas) an operator takes; time in minutes (spec §3, §9). */
export const breakSection = defineSection({
  key: 'break',
  segment: 'pausas',
  path: '/api/v1/settings/break',
  title: 'settings.section.break',
  fields: {
    description: field.text({ required: true, max: 120 }),
    time: field.integer({ required: true, min: 1, max: 1440 }),
    departments: field.reference('departments', { required: true, multiple: true }),
    blocksScreen: field.boolean(),
    obligatory: field.boolean(),
    preBreak: field.boolean(),
  },
  read: 'inbox',
  departmentScope: 'departments',
  getByIdAliases: ['/id/:id'],
  list: {
    columns: ['description', 'time', 'departments', 'obligatory', 'preBreak', 'blocksScreen', 'active'],
    search: ['description'],
    order: 'description',
  },
  notices: { saveFailed: 'settings.notices.breakSaveFailed' },
});
