import { ptBR, type CoreMessageKey } from './messages/pt-BR';
import { settingsPtBR, type SettingsMessageKey } from './messages/settings/pt-BR';

export type MessageKey = CoreMessageKey | SettingsMessageKey;
export type Messages = Record<MessageKey, string>;
export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(ptBR, value) || Object.hasOwn(settingsPtBR, value);
}
