import { benBotIssues } from '../ben-bot-rules';
import { defineSection } from '../define-section';
import { field } from '../fields';

/**
 * A Ben bot: entities it recognises and the flow of nodes that answer them (spec §3, §5:
 * unique name, at least one entity and one node). The builder screen edits the two lists.
 */
export const benBotSection = defineSection({
  key: 'ben-bot',
  segment: 'create-ben',
  path: '/api/v1/settings/ben-bot',
  title: 'settings.section.benBot',
  fields: {
    name: field.text({ required: true, max: 120 }),
    description: field.text({ max: 255 }),
    departments: field.reference('departments', { multiple: true }),
    entities: field.list(
      {
        type: field.choice('entityType', ['keyword', 'pattern', 'system'], { required: true, default: 'keyword' }),
        description: field.text({ required: true, max: 120 }),
        phrases: field.textList({ required: true, max: 500 }),
      },
      { required: true, max: 500, editor: 'ben-entities' },
    ),
    nodes: field.list(
      {
        key: field.text({ required: true, max: 60 }),
        description: field.text({ required: true, max: 120 }),
        entities: field.textList({ max: 50 }),
        response: field.textarea({ max: 4000 }),
        contextVariables: field.list(
          { name: field.text({ required: true, max: 60 }), value: field.text() },
          { max: 50 },
        ),
        actions: field.textList({ max: 20 }),
        children: field.textList({ max: 100 }),
        nextStep: field.text({ max: 60 }),
      },
      { required: true, max: 1000, editor: 'ben-flow' },
    ),
  },
  read: 'administration',
  list: { columns: ['name', 'description', 'departments', 'active'], search: ['name', 'description'], order: 'name' },
  unique: [{ fields: ['name'] }],
  rules: benBotIssues,
});
