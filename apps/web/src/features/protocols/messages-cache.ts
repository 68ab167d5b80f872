import { applyMessage, type Message, type Note, type ProtocolDetail } from '@contact/domain/protocols';
import type { InfiniteData } from '@tanstack/react-query';

/** One page of messages: page 1 holds the newest, each page oldest first. */
export type MessagePage = { messages: Message[]; page: number; hasMore: boolean };
export type MessageData = InfiniteData<MessagePage>;

/** The conversation oldest first, each message once (pages read by offset may overlap after new ones). */
export function messagesOf(data: MessageData | undefined): Message[] {
  const seen = new Set<number>();
  const all: Message[] = [];
  for (const page of [...(data?.pages ?? [])].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.message_id)) continue;
      seen.add(message.message_id);
      all.push(message);
    }
  }
  return all;
}

/**
 * A new or changed message of the open protocol, by the domain's rule: it replaces the one with
 * the same message_id (in whichever page holds it), or is appended to the newest page.
 */
export function applyMessageToPages(
  data: MessageData | undefined,
  message: Message,
  openProtocolId: number,
): MessageData | undefined {
  if (!data || data.pages.length === 0) return data;
  const holder = data.pages.findIndex((page) => page.messages.some((item) => item.message_id === message.message_id));
  const index = holder === -1 ? 0 : holder;
  const target = data.pages[index];
  if (!target) return data;
  const messages = applyMessage(target.messages, message, openProtocolId);
  if (messages === target.messages) return data;
  const pages = [...data.pages];
  pages[index] = { ...target, messages };
  return { ...data, pages };
}

/** A note of the open protocol, appended once. */
export function applyNote(detail: ProtocolDetail | undefined, note: Note): ProtocolDetail | undefined {
  if (!detail || detail.id !== note.protocol_id || detail.notes.some((item) => item.id === note.id)) return detail;
  return { ...detail, notes: [...detail.notes, note] };
}
