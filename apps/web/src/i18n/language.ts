import { ptBR as sharedPtBR, type CoreMessages } from '@contact/domain/i18n/messages/pt-BR';
import { defaultLocale, localeSchema, type Locale } from '@contact/domain/locales';
import { bundleOf, i18n } from './i18n';
import { storeLocale } from './language-store';
import { loadTexts, textsWantedIn, type TextGroup } from './page-texts';
import { ptBR, type WebMessages } from './locales/pt-BR';

type Texts = { shared: CoreMessages; web: WebMessages };

/** Spanish texts (the web app's and the domain's shared ones) load on demand: most users never need them. */
const loaders: Record<Locale, () => Promise<Texts>> = {
  'pt-BR': () => Promise.resolve({ shared: sharedPtBR, web: ptBR }),
  'es-ES': async () => ({
    shared: (await import('@contact/domain/i18n/messages/es-ES')).esES,
    web: (await import('./locales/es-ES')).esES,
  }),
  'es-AR': async () => ({
    shared: (await import('@contact/domain/i18n/messages/es-AR')).esAR,
    web: (await import('./locales/es-AR')).esAR,
  }),
  'es-PE': async () => ({
    shared: (await import('@contact/domain/i18n/messages/es-PE')).esPE,
    web: (await import('./locales/es-PE')).esPE,
  }),
  'es-MX': async () => ({
    shared: (await import('@contact/domain/i18n/messages/es-MX')).esMX,
    web: (await import('./locales/es-MX')).esMX,
  }),
};

/** The interface language now, as a supported locale. */
export function currentLocale(): Locale {
  const parsed = localeSchema.safeParse(i18n.language);
  return parsed.success ? parsed.data : defaultLocale;
}

/** Loads the texts of a locale, switches the interface to it and remembers it on this browser. */
export async function setLanguage(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    const texts = await loaders[locale]();
    i18n.addResourceBundle(locale, 'translation', bundleOf(texts.shared, texts.web), true, true);
  }
  await textsWantedIn(locale);
  storeLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.title = i18n.t('app.name');
}

/** A page's module, once its group of texts in the interface's language is there too. */
export async function withTexts<T>(group: TextGroup, page: Promise<T>): Promise<T> {
  const [module] = await Promise.all([page, loadTexts(group, currentLocale())]);
  return module;
}
