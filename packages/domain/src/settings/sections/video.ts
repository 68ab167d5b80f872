import { defineSection } from '../define-section';
import { field } from '../fields';

/** The video-call provider agents use to turn a protocol into a video session. */
export const videoSection = defineSection({
  key: 'video',
  segment: 'video',
  path: '/api/v1/settings/video',
  title: 'settings.section.video',
  fields: {
    description: field.text({ required: true, max: 120 }),
    provider: field.choice('videoProvider', ['jitsi', 'twilio', 'daily', 'other'], {
      required: true,
      default: 'jitsi',
    }),
    url: field.url({ required: true }),
    apiKey: field.text({ max: 255 }),
    apiSecret: field.secret(),
    recording: field.boolean(),
    maxDuration: field.integer({ min: 1, max: 1440, default: 60, help: 'settings.help.minutes' }),
    departments: field.reference('departments', { multiple: true }),
  },
  read: 'administration',
  list: {
    columns: ['description', 'provider', 'url', 'recording', 'active'],
    search: ['description', 'url'],
    order: 'description',
  },
});
