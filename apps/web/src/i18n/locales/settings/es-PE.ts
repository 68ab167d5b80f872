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
  'settings.users.twoFactor.on': 'Este usuario ingresa con una aplicación de autenticación.',
  'settings.users.twoFactor.confirm':
    'La aplicación de autenticación actual deja de valer y el usuario sale de todas sus sesiones. Si la empresa exige la autenticación de dos factores, configurará una nueva aplicación en su próximo ingreso.',
};
