import { protocolEvents } from '../realtime';

/** Socket.IO of the widget: its own path and namespace, apart from the staff connection. */
export const widgetSocket = { path: '/widget-socket', namespace: '/widget' } as const;

/** The web chat channel's id in the channel catalogue. */
export const webChatChannelId = 1;

/** Events between the widget and the server. */
export const widgetEvents = {
  /** Server -> widget: a message of the conversation (the company's answer, or the customer's own from another tab). */
  message: 'message',
  /** Widget -> server: the customer is typing (`true`) or stopped (`false`). */
  typing: 'typing',
  /** Widget -> server: the company's messages reached the page (`{ ids, status: 'delivered' | 'read' }`). */
  seen: 'seen',
  /** Server -> widget: an agent is typing an answer (`{ typing }`). */
  agentTyping: 'agent-typing',
} as const;

/** Staff side: the customer of a protocol is typing; sent to the protocol's room. */
export const customerTypingEvent = protocolEvents.customerTyping;
export type CustomerTyping = { protocol_id: number; typing: boolean };

/** Reading states the widget reports for the company's messages. */
export const seenStatuses = ['delivered', 'read'] as const;
export type SeenStatus = (typeof seenStatuses)[number];
