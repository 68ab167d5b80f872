import { settingsEsES } from './es-ES';
import type { SettingsMessages } from './pt-BR';

/** The settings pages' texts in Peruvian Spanish: the Spanish ones with the local words. */
export const settingsEsPE: SettingsMessages = {
  ...settingsEsES,
  'settings.section.dialer': 'Discador',
  'settings.section.video': 'Video',
  'settings.option.channel.video': 'Video',
  'settings.help.password':
    'Obligatoria para un usuario nuevo. En un usuario ya registrado, déjela en blanco para mantener la contraseña actual.',
  'settings.help.templateText': 'Use {{1}}, {{2}}... para las variables.',
  'settings.option.templateHeaderFormat.video': 'Video',
  'settings.help.templateHeaderFormat':
    'Encabezado con imagen, video o documento: cree la plantilla en el Administrador de WhatsApp de Meta y sincronícela; el enlace del archivo se indica en cada envío.',
  'settings.placeholder.select': 'Escriba o seleccione',
};
