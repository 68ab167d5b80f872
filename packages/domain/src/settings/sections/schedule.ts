import { defineSection } from '../define-section';
import { field } from '../fields';
import { openingHoursIssues, weekdays } from '../schedule-rules';

/**
 * Opening hours of departments (spec §3): weekdays with start and end, blocked days, the
 * out-of-hours and no-operator messages, and whether the bot answers meanwhile.
 */
export const scheduleSection = defineSection({
  key: 'schedule',
  segment: 'horario',
  path: '/api/v1/settings/schedule',
  title: 'settings.section.schedule',
  fields: {
    description: field.text({ required: true, max: 120 }),
    departments: field.reference('departments', { required: true, multiple: true }),
    weekdays: field.list(
      {
        weekday: field.choice('weekday', weekdays, { required: true }),
        start: field.time({ required: true }),
        end: field.time({ required: true }),
      },
      { required: true, max: 21, editor: 'opening-hours' },
    ),
    blockedDays: field.list(
      { date: field.date({ required: true }), description: field.text({ max: 120 }) },
      { max: 366, editor: 'blocked-days' },
    ),
    outOfHoursMessage: field.textarea(),
    noOperatorMessage: field.textarea(),
    botEnabled: field.boolean(),
    timezone: field.reference('timezones', { default: 'America/Sao_Paulo' }),
  },
  read: 'supervision',
  list: {
    columns: ['description', 'departments', 'botEnabled', 'active'],
    search: ['description'],
    order: 'description',
  },
  form: [
    { fields: ['description', 'departments', 'timezone'] },
    { title: 'settings.form.hours', fields: ['weekdays', 'blockedDays'] },
    { title: 'settings.form.messages', fields: ['outOfHoursMessage', 'noOperatorMessage', 'botEnabled'] },
  ],
  exclusive: { fields: ['departments'], message: 'settings.errors.scheduleExists' },
  rules: (values) => openingHoursIssues(values.weekdays),
});
