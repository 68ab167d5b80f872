import type { Locale } from '../locales';
import { esAR } from './messages/es-AR';
import { esES } from './messages/es-ES';
import { esMX } from './messages/es-MX';
import { esPE } from './messages/es-PE';
import { isMessageKey, type MessageParams } from './keys';
import { ptBR, type MessageKey, type Messages } from './messages/pt-BR';

export type { MessageKey, MessageParams, Messages };
export { isMessageKey };

export const messages: Record<Locale, Messages> = {
  'pt-BR': ptBR,
  'es-ES': esES,
  'es-AR': esAR,
  'es-PE': esPE,
  'es-MX': esMX,
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
