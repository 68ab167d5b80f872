import type { Locale } from '@contact/domain/locales';
import { i18n } from './i18n';

/** Texts only some pages show, one group per area: they load with those pages, not with every page's first file. */
export type TextGroup = 'settings' | 'crmTemplates';

type Loader = () => Promise<Record<string, string>>;

const crmTemplatesInSpanish: Loader = async () => (await import('./locales/crm-templates')).crmTemplatesEsES;

/** One chunk per group and language. */
const loaders: Record<TextGroup, Record<Locale, Loader>> = {
  // The domain's texts of the settings sections and the web app's texts of the settings pages.
  settings: {
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
  },
  crmTemplates: {
    'pt-BR': async () => (await import('./locales/crm-templates')).crmTemplatesPtBR,
    'es-ES': crmTemplatesInSpanish,
    'es-AR': async () => {
      const texts = await import('./locales/crm-templates');
      return { ...texts.crmTemplatesEsES, ...texts.crmTemplatesEsAR };
    },
    'es-PE': crmTemplatesInSpanish,
    'es-MX': crmTemplatesInSpanish,
  },
};

const wanted = new Set<TextGroup>();
const added = new Map<string, Promise<void>>();

/** Adds a group's texts in a language to that language's bundle, once. */
function addTexts(group: TextGroup, locale: Locale): Promise<void> {
  const key = `${group}:${locale}`;
  let adding = added.get(key);
  if (!adding) {
    adding = loaders[group][locale]().then((texts) => {
      i18n.addResourceBundle(locale, 'translation', texts, true, true);
    });
    added.set(key, adding);
  }
  return adding;
}

/** A group's texts in a language; a later change of language brings the group's texts along. */
export function loadTexts(group: TextGroup, locale: Locale): Promise<void> {
  wanted.add(group);
  return addTexts(group, locale);
}

/** On a change of language: the new language's texts of every group a page has asked for. */
export async function textsWantedIn(locale: Locale): Promise<void> {
  await Promise.all([...wanted].map((group) => addTexts(group, locale)));
}
