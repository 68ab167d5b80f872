import { defineSection } from '../define-section';
import { field } from '../fields';

/** A number on Meta's WhatsApp Business Platform (Cloud API). */
export const whatsappOfficialSection = defineSection({
  key: 'whatsapp-official',
  segment: 'whatsapp-oficial',
  path: '/api/v1/settings/whatsapp-oficial',
  title: 'settings.section.whatsappOfficial',
  fields: {
    description: field.text({ required: true, max: 120 }),
    phone: field.phone(),
    phoneNumberId: field.text({ required: true, max: 64 }),
    businessAccountId: field.text({ required: true, max: 64 }),
    accessToken: field.secret({ required: true }),
    appSecret: field.secret({ help: 'settings.help.appSecret' }),
    verifyToken: field.secret({ help: 'settings.help.verifyToken' }),
    apiVersion: field.text({ max: 10, default: 'v21.0' }),
    departments: field.reference('departments', { multiple: true }),
  },
  read: 'administration',
  list: {
    columns: ['description', 'phone', 'phoneNumberId', 'departments', 'active'],
    search: ['description', 'phone', 'phoneNumberId'],
    order: 'description',
  },
  unique: [{ fields: ['phoneNumberId'] }],
});
