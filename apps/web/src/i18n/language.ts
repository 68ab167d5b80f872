import { defaultLocale, localeSchema, type Locale } from '@contact/domain/locales';
import { bundleOf, i18n } from './i18n';
import { storeLocale } from './language-store';
import { ptBR, type WebMessages } from './locales/pt-BR';

/** Spanish texts load on demand: most users never need them. */
const loaders: Record<Locale, () => Promise<WebMessages>> = {
  'pt-BR': () => Promise.resolve(ptBR),
  'es-ES': () => import('./locales/es-ES').then((module) => module.esES),
  'es-AR': () => import('./locales/es-AR').then((module) => module.esAR),
  'es-PE': () => import('./locales/es-PE').then((module) => module.esPE),
  'es-MX': () => import('./locales/es-MX').then((module) => module.esMX),
};

/** The interface language now, as a supported locale. */
export function currentLocale(): Locale {
  const parsed = localeSchema.safeParse(i18n.language);
  return parsed.success ? parsed.data : defaultLocale;
}

/** Loads the texts of a locale, switches the interface to it and remembers it on this browser. */
export async function setLanguage(locale: Locale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'translation')) {
    i18n.addResourceBundle(locale, 'translation', bundleOf(locale, await loaders[locale]()));
  }
  storeLocale(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.title = i18n.t('app.name');
}
