import type { Locale } from '@contact/domain/locales';
import { i18n } from './i18n';

/** Loaders of the settings pages' texts, the domain's and the web app's, one chunk per language. */
const loaders: Record<Locale, () => Promise<Record<string, string>>> = {
  'pt-BR': async () => ({
    ...(await import('@contact/domain/i18n/messages/settings/pt-BR')).settingsPtBR,
    ...(await import('./locales/settings/pt-BR')).settingsPagesPtBR,
  }),
  'es-ES': async () => ({
    ...(await import('@contact/domain/i18n/messages/settings/es-ES')).settingsEsES,
    ...(await import('./locales/settings/es-ES')).settingsPagesEsES,
  }),
  'es-AR': async () => ({
    ...(await import('@contact/domain/i18n/messages/settings/es-AR')).settingsEsAR,
    ...(await import('./locales/settings/es-AR')).settingsPagesEsAR,
  }),
  'es-PE': async () => ({
    ...(await import('@contact/domain/i18n/messages/settings/es-PE')).settingsEsPE,
    ...(await import('./locales/settings/es-PE')).settingsPagesEsPE,
  }),
  'es-MX': async () => ({
    ...(await import('@contact/domain/i18n/messages/settings/es-MX')).settingsEsMX,
    ...(await import('./locales/settings/es-MX')).settingsPagesEsMX,
  }),
};

let wanted = false;
const added = new Map<Locale, Promise<void>>();

/** Adds the settings pages' texts of a language to its bundle, once. */
function addSettingsTexts(locale: Locale): Promise<void> {
  let adding = added.get(locale);
  if (!adding) {
    adding = loaders[locale]().then((texts) => {
      i18n.addResourceBundle(locale, 'translation', texts, true, true);
    });
    added.set(locale, adding);
  }
  return adding;
}

/**
 * The settings pages' texts (about 5 KiB that no other page needs), in the interface's language:
 * the settings routes wait for them, and a later change of language brings its own.
 */
export function loadSettingsTexts(locale: Locale): Promise<void> {
  wanted = true;
  return addSettingsTexts(locale);
}

/** On a change of language: the new language's settings texts, if the settings pages were opened. */
export function settingsTextsFor(locale: Locale): Promise<void> {
  return wanted ? addSettingsTexts(locale) : Promise.resolve();
}
