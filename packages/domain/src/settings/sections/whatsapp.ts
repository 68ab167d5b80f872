import { defineSection } from '../define-section';
import { field } from '../fields';

/** A WhatsApp provider account (spec §7: {description, settings, activated, id}); it owns HSM templates. */
export const whatsappSection = defineSection({
  key: 'whatsapp',
  segment: 'whatsapp',
  path: '/api/v1/settings/whatsapp',
  title: 'settings.section.whatsapp',
  activeKey: 'activated',
  fields: {
    description: field.text({ required: true, max: 120 }),
    departments: field.reference('departments', { multiple: true }),
    settings: field.group({
      provider: field.choice('whatsappProvider', ['gupshup', 'twilio', 'dialog360', 'generic'], {
        required: true,
        default: 'generic',
      }),
      phone: field.phone({ required: true }),
      endpoint: field.url(),
      inputToken: field.secret({ help: 'settings.help.inputToken' }),
      outputToken: field.secret({ help: 'settings.help.outputToken' }),
    }),
  },
  read: 'supervision',
  list: { columns: ['description', 'departments', 'activated'], search: ['description'], order: 'description' },
});
