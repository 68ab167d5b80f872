import { ptBR, type MessageKey } from './messages/pt-BR';

export type MessageParams = Record<string, string | number>;

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(ptBR, value);
}
