import { whatsappQrEsPE } from '../whatsapp-qr';
import { dialerCampaignsEsPE } from '../dialer-campaigns';
import { settingsPagesEsES } from './es-ES';
import type { SettingsPagesMessages } from './pt-BR';

/** Texts of the settings pages for es-PE: the Spanish ones with the local words. */
export const settingsPagesEsPE: SettingsPagesMessages = {
  ...settingsPagesEsES,
  ...whatsappQrEsPE,
  ...dialerCampaignsEsPE,
  'settings.form.add': 'Agregar',
  'settings.users.report': 'Reporte',
  'settings.users.report.title': 'Reporte de usuarios',
};
