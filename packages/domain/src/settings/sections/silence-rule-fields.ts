import { field } from '../fields';

/** Protocol phases a silence rule watches. */
export const silencePhases = ['bot', 'queue', 'attendance'] as const;

/**
 * What the inactivity message and the protocol pause share (spec §5: description, message,
 * time, departments, channel, profile and phase are required): after `time` minutes of
 * silence in that phase, `message` goes to the customer.
 */
export const silenceRuleFields = {
  description: field.text({ required: true, max: 120 }),
  message: field.textarea({ required: true }),
  time: field.integer({ required: true, min: 1, max: 10_080 }),
  departments: field.reference('departments', { required: true, multiple: true }),
  channels: field.reference('channels', { required: true, multiple: true }),
  profiles: field.reference('profiles', { required: true, multiple: true }),
  phase: field.choice('protocolPhase', silencePhases, { required: true }),
};

export const silenceRuleList = {
  columns: ['description', 'time', 'departments', 'channels', 'phase', 'active'],
  search: ['description', 'message'],
  order: 'description',
} as const;
