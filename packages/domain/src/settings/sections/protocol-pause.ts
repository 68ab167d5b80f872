import { defineSection } from '../define-section';
import { field } from '../fields';
import { silenceRuleFields, silenceRuleList } from './silence-rule-fields';

/**
 * After N minutes of the customer's silence, send a message and pause the protocol (it
 * leaves the agent's active list until the customer writes) or close it.
 */
export const protocolPauseSection = defineSection({
  key: 'protocol-pause',
  segment: 'pausar-protocolo',
  path: '/api/v1/settings/protocol-pause',
  title: 'settings.section.protocolPause',
  fields: {
    ...silenceRuleFields,
    action: field.choice('pauseAction', ['pause', 'close'], { required: true, default: 'pause' }),
    resumeMessage: field.textarea({ help: 'settings.help.resumeMessage' }),
  },
  read: 'supervision',
  list: silenceRuleList,
  unique: [{ fields: ['description'] }],
});
