import { whatsappQrStatuses } from '../../channels/whatsapp-qr';
import { defineSection } from '../define-section';
import { field } from '../fields';

/**
 * A WhatsApp number connected by scanning a QR code, through a gateway speaking Evolution
 * API v2 (its address and API key). The gateway's instance is `instanceName`, or one named
 * after the record when left empty. `status` (disconnected, pairing, connected) belongs to
 * the channel adapter that does the pairing.
 */
export const whatsappQrCodeSection = defineSection({
  key: 'whatsapp-qr-code',
  segment: 'whatsapp-qr-code',
  path: '/api/v1/settings/whatsapp-qr-code',
  title: 'settings.section.whatsappQrCode',
  fields: {
    description: field.text({ required: true, max: 120 }),
    phone: field.phone({ required: true }),
    department: field.reference('departments', { required: true }),
    autoReconnect: field.boolean({ default: true }),
    gatewayUrl: field.url({ required: true }),
    apiKey: field.secret({ required: true }),
    instanceName: field.slug({ max: 60, help: 'settings.help.instanceName' }),
    status: field.generated({ optionSet: 'whatsappQrStatus', options: whatsappQrStatuses }),
  },
  read: 'administration',
  list: {
    columns: ['description', 'phone', 'department', 'status', 'active'],
    search: ['description', 'phone'],
    order: 'description',
  },
  // The pairing panel shows the status live; a frozen copy in the form would contradict it.
  form: [{ fields: ['description', 'phone', 'department', 'autoReconnect', 'gatewayUrl', 'apiKey', 'instanceName'] }],
  unique: [{ fields: ['phone'] }],
});
