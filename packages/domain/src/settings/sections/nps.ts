import { defineSection } from '../define-section';
import { field } from '../fields';

/**
 * When a finished protocol of a department and channel is followed by a satisfaction
 * survey (the NPS feature owns the surveys themselves); one per department and channel.
 */
export const npsSection = defineSection({
  key: 'nps',
  segment: 'net-promoter-score',
  path: '/api/v1/settings/net-promoter-score',
  title: 'settings.section.nps',
  fields: {
    description: field.text({ required: true, max: 120 }),
    departments: field.reference('departments', { required: true, multiple: true }),
    channels: field.reference('channels', { required: true, multiple: true }),
    surveyId: field.integer({ min: 1, help: 'settings.help.surveyId' }),
    invitationMessage: field.textarea({ required: true, max: 1000 }),
    thanksMessage: field.textarea({ max: 1000 }),
    delay: field.integer({ min: 0, max: 1440, default: 0, help: 'settings.help.minutes' }),
    timeToFinish: field.integer({ min: 1, max: 10_080, default: 30, help: 'settings.help.minutes' }),
  },
  read: 'supervision',
  list: {
    columns: ['description', 'departments', 'channels', 'timeToFinish', 'active'],
    search: ['description'],
    order: 'description',
  },
  exclusive: { fields: ['departments', 'channels'], message: 'settings.errors.npsExists' },
});
