import { useSyncExternalStore } from 'react';

/** A message on its way: shown at once, retried with the same client id so the server never stores it twice. */
export type PendingMessage = {
  clientId: string;
  protocolId: number;
  text: string;
  files: File[];
  state: 'sending' | 'failed';
  createdAt: string;
};

let pending: readonly PendingMessage[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly PendingMessage[]): void {
  pending = next;
  for (const listener of [...listeners]) listener();
}

export function addPending(message: PendingMessage): void {
  publish([...pending, message]);
}

export function setPendingState(clientId: string, state: PendingMessage['state']): void {
  publish(pending.map((item) => (item.clientId === clientId ? { ...item, state } : item)));
}

export function dropPending(clientId: string): void {
  publish(pending.filter((item) => item.clientId !== clientId));
}

export function findPending(clientId: string): PendingMessage | undefined {
  return pending.find((item) => item.clientId === clientId);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The messages still on their way in every protocol. */
export function usePendingMessages(): readonly PendingMessage[] {
  return useSyncExternalStore(subscribe, () => pending);
}

/** A client id for a new message: random, long enough for the server (8-64 characters). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
