/** What the inbox shows only once a protocol is open: its own chunk, fetched ahead after the first paint. */
export { ConversationPane } from './conversation/conversation-pane';
export { ProtocolActions } from './protocol-actions';
