import { settingsEsES } from './es-ES';
import type { SettingsMessages } from './pt-BR';

/** The settings pages' texts in Mexican Spanish: the Spanish ones with the local words. */
export const settingsEsMX: SettingsMessages = {
  ...settingsEsES,
  'settings.section.video': 'Video',
  'settings.option.channel.video': 'Video',
};
