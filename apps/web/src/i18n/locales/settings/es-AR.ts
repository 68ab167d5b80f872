import { whatsappQrEsAR } from '../whatsapp-qr';
import { dialerCampaignsEsAR } from '../dialer-campaigns';
import { settingsPagesEsES } from './es-ES';
import type { SettingsPagesMessages } from './pt-BR';

/** Texts of the settings pages for es-AR: the Spanish ones with the local words. */
export const settingsPagesEsAR: SettingsPagesMessages = {
  ...settingsPagesEsES,
  ...whatsappQrEsAR,
  ...dialerCampaignsEsAR,
  'settings.security.requireTwoFactorHint':
    'Quien todavía no use la aplicación de autenticación la va a configurar en su próximo ingreso.',
  'settings.form.add': 'Agregar',
  'settings.widgetEmbed.help':
    'Pegá este código en el HTML del sitio, antes de </body>. El chat aparece en la esquina de la página.',
  'settings.widgetEmbed.demo': 'Probalo en la página de demostración',
  'settings.users.report': 'Reporte',
  'settings.users.report.title': 'Reporte de usuarios',
  'settings.form.secretKept': 'Dejá •••• para mantener el valor guardado.',
  'settings.users.twoFactor.confirm':
    'La aplicación de autenticación actual deja de valer y el usuario sale de todas sus sesiones. Si la empresa exige la autenticación de dos factores, va a configurar una nueva aplicación en su próximo ingreso.',
  'settings.users.twoFactor.on': 'Este usuario ingresa con una aplicación de autenticación.',
};
