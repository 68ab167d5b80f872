import { whatsappQrEsMX } from '../whatsapp-qr';
import { dialerCampaignsEsMX } from '../dialer-campaigns';
import { settingsPagesEsES } from './es-ES';
import type { SettingsPagesMessages } from './pt-BR';

/** Texts of the settings pages for es-MX: the Spanish ones with the local words. */
export const settingsPagesEsMX: SettingsPagesMessages = {
  ...settingsPagesEsES,
  ...whatsappQrEsMX,
  ...dialerCampaignsEsMX,
  'settings.outbox.title': 'Bandeja de salida de correos',
  'settings.form.add': 'Agregar',
  'settings.users.report': 'Reporte',
  'settings.users.report.title': 'Reporte de usuarios',
};
