import { defineSection } from '../define-section';
import { field } from '../fields';
import { silenceRuleFields, silenceRuleList } from './silence-rule-fields';

/**
 * After N minutes without an answer, send a message; optionally close the protocol when
 * the silence goes on for `closeAfter` more minutes.
 */
export const inactivityMessageSection = defineSection({
  key: 'inactivity-message',
  segment: 'mensagem-inatividade',
  path: '/api/v1/settings/inactivity-message',
  title: 'settings.section.inactivityMessage',
  fields: {
    ...silenceRuleFields,
    waitingFor: field.choice('silentParty', ['customer', 'operator'], { required: true, default: 'customer' }),
    closeAfter: field.integer({ min: 1, max: 10_080, help: 'settings.help.closeAfter' }),
    closeMessage: field.textarea(),
  },
  read: 'supervision',
  list: silenceRuleList,
  unique: [{ fields: ['description'] }],
});
