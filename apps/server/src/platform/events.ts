import type { Message, Note, Protocol } from '@contact/domain/protocols';

/** Facts that happened, published once their transaction has committed. */
/** Where a protocol was before a change: the lists it may have left. */
export type ProtocolPlace = {
  status: number;
  support: number;
  departmentId: number;
  channelId: number;
  userId: number | null;
};

export type DomainEvent =
  | { type: 'protocol.changed'; companyId: number; protocol: Protocol; previous: ProtocolPlace | null }
  | { type: 'message.created'; companyId: number; protocol: Protocol; message: Message }
  /** A message's delivery state changed (queued, sent, delivered, read, failed). */
  | { type: 'message.updated'; companyId: number; protocol: Protocol; message: Message }
  | { type: 'note.created'; companyId: number; protocol: Protocol; note: Note };

export type EventListener = (event: DomainEvent) => void;

export type EventBus = {
  publish(events: DomainEvent[]): void;
  subscribe(listener: EventListener): () => void;
};

/** In-process bus: each concern (realtime, webhooks, reporting) subscribes on its own. */
export function createEventBus(onListenerError: (error: unknown) => void): EventBus {
  const listeners = new Set<EventListener>();
  return {
    publish(events) {
      for (const event of events) {
        for (const listener of listeners) {
          try {
            listener(event);
          } catch (error) {
            onListenerError(error);
          }
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
