import { typingExpiryMs } from '@contact/domain/realtime';
import { useSyncExternalStore } from 'react';

/** Protocols whose customer is typing now, each with the timer that hides it when no news comes. */
const typing = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(): void {
  for (const listener of [...listeners]) listener();
}

/** The customer of a protocol started (again) or stopped typing; a start hides itself after a while. */
export function setCustomerTyping(protocolId: number, isTyping: boolean): void {
  const wasTyping = typing.has(protocolId);
  clearTimeout(typing.get(protocolId));
  typing.delete(protocolId);
  if (isTyping)
    typing.set(
      protocolId,
      setTimeout(() => setCustomerTyping(protocolId, false), typingExpiryMs),
    );
  if (wasTyping !== isTyping) publish();
}

/** The `protocol:customer-typing` payload, when it is one. */
export function customerTypingOf(payload: unknown): { protocolId: number; typing: boolean } | null {
  if (!payload || typeof payload !== 'object') return null;
  const { protocol_id: protocolId, typing: isTyping } = payload as Record<string, unknown>;
  return Number.isInteger(protocolId) && typeof isTyping === 'boolean'
    ? { protocolId: protocolId as number, typing: isTyping }
    : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the customer of this protocol is typing now. */
export function useCustomerTyping(protocolId: number): boolean {
  return useSyncExternalStore(subscribe, () => typing.has(protocolId));
}
