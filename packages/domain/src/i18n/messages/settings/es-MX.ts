import { settingsEsES } from './es-ES';
import type { SettingsMessages } from './pt-BR';

/** The settings pages' texts in Mexican Spanish: the Spanish ones with the local words. */
export const settingsEsMX: SettingsMessages = {
  ...settingsEsES,
  'settings.section.video': 'Video',
  'settings.option.channel.video': 'Video',
  'settings.option.templateHeaderFormat.video': 'Video',
  'settings.help.templateHeaderFormat':
    'Encabezado con imagen, video o documento: crea la plantilla en el Administrador de WhatsApp de Meta y sincronízala; el enlace del archivo se indica en cada envío.',
};
