import { settingsEsES } from './es-ES';
import type { SettingsMessages } from './pt-BR';

/** The settings pages' texts in Rioplatense Spanish: the Spanish ones with the local words. */
export const settingsEsAR: SettingsMessages = {
  ...settingsEsES,
  'settings.section.dialer': 'Discador',
  'settings.section.video': 'Video',
  'settings.option.channel.video': 'Video',
  'settings.help.password':
    'Obligatoria para un usuario nuevo. En un usuario ya registrado, dejala en blanco para mantener la contraseña actual.',
  'settings.help.templateText': 'Usá {{1}}, {{2}}... para las variables.',
  'settings.option.templateHeaderFormat.video': 'Video',
  'settings.help.templateHeaderFormat':
    'Encabezado con imagen, video o documento: creá la plantilla en el Administrador de WhatsApp de Meta y sincronizala; el enlace del archivo se indica en cada envío.',
  'settings.placeholder.select': 'Escribí o seleccioná',
  'settings.help.instanceName':
    'Nombre de la instancia en el gateway (Evolution API). Si lo dejás vacío, se usa un nombre generado a partir del registro.',
};
