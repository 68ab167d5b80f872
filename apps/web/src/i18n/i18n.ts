import { ptBR as sharedPtBR, type CoreMessages } from '@contact/domain/i18n/messages/pt-BR';
import { defaultLocale } from '@contact/domain/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ptBR, type WebMessages } from './locales/pt-BR';

/**
 * One flat namespace: the domain's shared texts (errors, validation, fields) plus the web app's own.
 * The texts only some pages show join it when those pages load (`page-texts.ts`).
 */
export function bundleOf(shared: CoreMessages, web: WebMessages): Record<string, string> {
  return { ...shared, ...web };
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: false,
  resources: { [defaultLocale]: { translation: bundleOf(sharedPtBR, ptBR) } },
  keySeparator: false,
  nsSeparator: false,
  // The domain writes parameters as {name}; one syntax for both.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
  returnNull: false,
});
