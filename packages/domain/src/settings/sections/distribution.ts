import { defineSection } from '../define-section';
import { field } from '../fields';

/** How waiting protocols are handed to the agents of a department (distribution control). */
export const distributionSection = defineSection({
  key: 'distribution',
  segment: 'distribuicao',
  path: '/api/v1/settings/distribuition',
  title: 'settings.section.distribution',
  fields: {
    description: field.text({ required: true, max: 120 }),
    departments: field.reference('departments', { required: true, multiple: true }),
    mode: field.choice('distributionMode', ['round_robin', 'least_busy', 'longest_idle', 'manual'], {
      required: true,
      default: 'round_robin',
    }),
    maxSimultaneous: field.integer({ min: 1, max: 100, default: 5, help: 'settings.help.maxSimultaneous' }),
    returnToLastAgent: field.boolean({ help: 'settings.help.returnToLastAgent' }),
    answerTimeout: field.integer({ min: 1, max: 120, help: 'settings.help.answerTimeout' }),
  },
  read: 'supervision',
  list: {
    columns: ['description', 'departments', 'mode', 'maxSimultaneous', 'answerTimeout', 'active'],
    search: ['description'],
    order: 'description',
  },
  exclusive: { fields: ['departments'], message: 'settings.errors.distributionExists' },
  notices: { saveFailed: 'settings.notices.distributionSaveFailed' },
});
