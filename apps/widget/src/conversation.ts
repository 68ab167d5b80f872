import { createTypingSignal, typingExpiryMs } from '@contact/domain/realtime';
import { widgetEvents, widgetSocket, type WidgetMessage } from '@contact/domain/widget';
import { io, type Socket } from 'socket.io-client';
import type { WidgetApi } from './api';

/** A message on screen: the server's, or one of the customer's still on its way. */
export type Entry = WidgetMessage & { pending?: boolean; failed?: boolean; files?: File[] };

const sendAttempts = 4;

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One customer's conversation: messages from the server and the socket merged by id (the
 * customer's own by client id), sends retried with the same client id so none doubles,
 * and after every (re)connect the messages after the last one read again.
 */
export function createConversation(options: {
  base: string;
  token: string;
  api: WidgetApi;
  /** Whether the customer can see the conversation now (panel open, page visible). */
  isVisible: () => boolean;
  onChange: () => void;
  /** The token is no longer accepted: a new pre-chat form is needed. */
  onExpired: () => void;
}) {
  const { api } = options;
  const byKey = new Map<string, Entry>();
  let connected = false;
  let socket: Socket | null = null;
  const ownTyping = createTypingSignal((typing) => socket?.emit(widgetEvents.typing, typing));
  let agentTyping = false;
  let agentTypingTimer: ReturnType<typeof setTimeout> | undefined;

  /** "Atendente digitando…" until the agent stops, answers, or goes quiet for a while. */
  function showAgentTyping(typing: boolean) {
    clearTimeout(agentTypingTimer);
    if (typing) agentTypingTimer = setTimeout(() => showAgentTyping(false), typingExpiryMs);
    if (agentTyping === typing) return;
    agentTyping = typing;
    options.onChange();
  }

  const keyOf = (entry: Pick<Entry, 'id' | 'client_id' | 'pending'>) =>
    entry.pending ? `c:${entry.client_id}` : `m:${entry.id}`;

  function acknowledge(messages: WidgetMessage[]) {
    const theirs = messages.filter((message) => !message.mine);
    const delivered = theirs.filter((message) => message.status === 'queued' || message.status === 'sent');
    if (delivered.length > 0)
      socket?.emit(widgetEvents.seen, { ids: delivered.map((message) => message.id), status: 'delivered' });
    if (options.isVisible()) markRead();
  }

  function merge(messages: WidgetMessage[]) {
    if (messages.some((message) => !message.mine)) {
      clearTimeout(agentTypingTimer);
      agentTyping = false;
    }
    for (const message of messages) {
      if (message.client_id) byKey.delete(`c:${message.client_id}`);
      byKey.set(keyOf(message), message);
    }
    options.onChange();
    acknowledge(messages);
  }

  const lastId = () => Math.max(0, ...[...byKey.values()].filter((entry) => !entry.pending).map((entry) => entry.id));

  async function sync() {
    try {
      const after = lastId();
      let page = await api.messages(after > 0 ? { after } : {});
      merge(page.messages);
      while (after > 0 && page.hasMore) {
        page = await api.messages({ after: lastId() });
        merge(page.messages);
      }
    } catch (error) {
      if ((error as { status?: number }).status === 401) options.onExpired();
    }
  }

  async function deliver(entry: Entry) {
    for (let attempt = 1; attempt <= sendAttempts; attempt += 1) {
      try {
        merge([await api.send(entry.client_id ?? '', entry.text, entry.files ?? [])]);
        return;
      } catch (error) {
        const status = (error as { status?: number }).status ?? 0;
        if (status === 401) return options.onExpired();
        if (status >= 400 && status < 500) break;
        await wait(500 * 2 ** attempt);
      }
    }
    byKey.set(keyOf(entry), { ...entry, failed: true });
    options.onChange();
  }

  function markRead() {
    const unread = [...byKey.values()].filter((entry) => !entry.mine && entry.status !== 'read');
    if (unread.length === 0) return;
    for (const entry of unread) byKey.set(keyOf(entry), { ...entry, status: 'read' });
    socket?.emit(widgetEvents.seen, { ids: unread.map((entry) => entry.id), status: 'read' });
  }

  return {
    connect() {
      socket = io(`${options.base}${widgetSocket.namespace}`, {
        path: widgetSocket.path,
        auth: { token: options.token },
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
      });
      socket.on('connect', () => {
        connected = true;
        options.onChange();
        void sync();
      });
      socket.on('disconnect', () => {
        connected = false;
        options.onChange();
      });
      socket.on('connect_error', (error: Error) => {
        if (error.message === 'unauthenticated') options.onExpired();
      });
      socket.on(widgetEvents.message, (message: WidgetMessage) => merge([message]));
      socket.on(widgetEvents.agentTyping, (payload: { typing?: unknown } | null) =>
        showAgentTyping(payload?.typing === true),
      );
    },
    disconnect() {
      clearTimeout(agentTypingTimer);
      ownTyping.stopped();
      socket?.disconnect();
      socket = null;
    },
    get connected() {
      return connected;
    },
    /** An agent is typing an answer. */
    get agentTyping() {
      return agentTyping;
    },
    entries(): Entry[] {
      return [...byKey.values()].sort((a, b) => Number(Boolean(a.pending)) - Number(Boolean(b.pending)) || a.id - b.id);
    },
    send(text: string, files: File[]) {
      const entry: Entry = {
        id: Number.MAX_SAFE_INTEGER,
        mine: true,
        author: 'customer',
        agent: null,
        text,
        attachments: files.map((file) => ({ name: file.name, type: file.type, size: file.size, url: '' })),
        status: 'queued',
        client_id: newClientId(),
        created_at: new Date().toISOString(),
        pending: true,
        files,
      };
      byKey.set(keyOf(entry), entry);
      ownTyping.stopped();
      options.onChange();
      void deliver(entry);
    },
    retry(clientId: string) {
      const entry = byKey.get(`c:${clientId}`);
      if (!entry) return;
      const again = { ...entry, failed: false };
      byKey.set(keyOf(again), again);
      options.onChange();
      void deliver(again);
    },
    typing() {
      ownTyping.typed();
    },
    markRead,
  };
}
export type Conversation = ReturnType<typeof createConversation>;
