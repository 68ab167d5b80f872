import type { Locale } from '../locales';
import { esAR } from './messages/es-AR';
import { esES } from './messages/es-ES';
import { esMX } from './messages/es-MX';
import { esPE } from './messages/es-PE';
import { isMessageKey, type MessageKey, type MessageParams, type Messages } from './keys';
import { ptBR } from './messages/pt-BR';
import { settingsEsAR } from './messages/settings/es-AR';
import { settingsEsES } from './messages/settings/es-ES';
import { settingsEsMX } from './messages/settings/es-MX';
import { settingsEsPE } from './messages/settings/es-PE';
import { settingsPtBR } from './messages/settings/pt-BR';

export type { MessageKey, MessageParams, Messages };
export { isMessageKey };

/** Every shared text of each language; the web app loads the settings pages' part with those pages. */
export const messages: Record<Locale, Messages> = {
  'pt-BR': { ...ptBR, ...settingsPtBR },
  'es-ES': { ...esES, ...settingsEsES },
  'es-AR': { ...esAR, ...settingsEsAR },
  'es-PE': { ...esPE, ...settingsEsPE },
  'es-MX': { ...esMX, ...settingsEsMX },
};

export function interpolate(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return interpolate(messages[locale][key], params);
}

/** The label of a field in the user's language; unknown fields keep their own name. */
export function fieldLabel(locale: Locale, field: string): string {
  const key = `fields.${field}`;
  return isMessageKey(key) ? messages[locale][key] : field;
}

export { describeIssues, type FieldMessage } from './issues';
