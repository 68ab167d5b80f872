import { dialerTypes } from '../dialer';
import { defineSection } from '../define-section';
import { field } from '../fields';

/** The telephony dialer (discador) the agents' extensions log into. */
export const dialerSection = defineSection({
  key: 'dialer',
  segment: 'discador',
  path: '/api/v1/settings/dialer',
  title: 'settings.section.dialer',
  fields: {
    description: field.text({ required: true, max: 120 }),
    provider: field.choice('dialerProvider', ['weon', 'mobcall', 'asterisk', 'other'], { required: true }),
    url: field.url({ required: true }),
    username: field.text({ max: 120 }),
    token: field.secret(),
    defaultType: field.choice('dialerType', dialerTypes, { required: true, default: 'manual' }),
    recording: field.boolean({ default: true }),
    departments: field.reference('departments', { multiple: true }),
  },
  read: 'administration',
  list: {
    columns: ['description', 'provider', 'url', 'defaultType', 'active'],
    search: ['description', 'url'],
    order: 'description',
  },
});
