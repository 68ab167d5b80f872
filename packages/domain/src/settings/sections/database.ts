import { defineSection } from '../define-section';
import { field } from '../fields';

/** An external database the company's lookups and mailings read from. */
export const databaseSection = defineSection({
  key: 'database',
  segment: 'database',
  path: '/api/v1/settings/database',
  title: 'settings.section.database',
  fields: {
    description: field.text({ required: true, max: 120 }),
    engine: field.choice('databaseEngine', ['postgresql', 'mysql', 'sqlserver', 'oracle'], { required: true }),
    host: field.text({ required: true, max: 255 }),
    port: field.integer({ required: true, min: 1, max: 65_535 }),
    database: field.text({ required: true, max: 120 }),
    username: field.text({ required: true, max: 120 }),
    password: field.secret({ required: true }),
    ssl: field.boolean({ default: true }),
  },
  read: 'administration',
  list: {
    columns: ['description', 'engine', 'host', 'database', 'active'],
    search: ['description', 'host', 'database'],
    order: 'description',
  },
  unique: [{ fields: ['description'] }],
});
