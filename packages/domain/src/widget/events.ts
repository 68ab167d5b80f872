/** Socket.IO of the widget: its own path and namespace, apart from the staff connection. */
export const widgetSocket = { path: '/widget-socket', namespace: '/widget' } as const;

/** Events between the widget and the server. */
export const widgetEvents = {
  /** Server -> widget: a message of the conversation (the company's answer, or the customer's own from another tab). */
  message: 'message',
  /** Widget -> server: the customer is typing (`true`) or stopped (`false`). */
  typing: 'typing',
  /** Widget -> server: the company's messages reached the page (`{ ids, status: 'delivered' | 'read' }`). */
  seen: 'seen',
} as const;

/** Staff side: the customer of a protocol is typing; sent to the protocol's room. */
export const customerTypingEvent = 'protocol:customer-typing';
export type CustomerTyping = { protocol_id: number; typing: boolean };

/** Reading states the widget reports for the company's messages. */
export const seenStatuses = ['delivered', 'read'] as const;
export type SeenStatus = (typeof seenStatuses)[number];
