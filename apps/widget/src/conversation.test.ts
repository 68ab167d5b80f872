import { typingExpiryMs } from '@contact/domain/realtime';
import type { WidgetMessage } from '@contact/domain/widget';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WidgetApi } from './api';
import { createConversation } from './conversation';

type Listener = (...args: unknown[]) => void;

/** A stand-in for the customer's socket: the test fires its events and reads what it emitted. */
const fakeSocket = {
  listeners: new Map<string, Listener>(),
  emitted: [] as [string, unknown][],
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
  },
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
  },
  disconnect() {},
  fire(event: string, ...args: unknown[]) {
    this.listeners.get(event)?.(...args);
  },
};
vi.mock('socket.io-client', () => ({ io: () => fakeSocket }));

const message = (id: number, fields: Partial<WidgetMessage> = {}): WidgetMessage => ({
  id,
  mine: false,
  author: 'agent',
  agent: 'Ana',
  text: `mensagem ${id}`,
  attachments: [],
  status: 'sent',
  client_id: null,
  created_at: new Date(2026, 0, 1, 10, id).toISOString(),
  ...fields,
});

function setup(api: Partial<WidgetApi>, onChange = () => {}) {
  const conversation = createConversation({
    base: 'https://atendimento.test',
    token: 'token',
    api: api as WidgetApi,
    isVisible: () => false,
    onChange,
    onExpired: vi.fn(),
  });
  conversation.connect();
  return conversation;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fakeSocket.listeners.clear();
  fakeSocket.emitted = [];
});

describe('widget conversation', () => {
  it('reads the newest page on the first connect, and only what came after its last message on a reconnect', async () => {
    const messages = vi
      .fn()
      .mockResolvedValueOnce({ messages: [message(1), message(2)], hasMore: false })
      .mockResolvedValueOnce({ messages: [message(3)], hasMore: true })
      .mockResolvedValueOnce({ messages: [message(4)], hasMore: false });
    const conversation = setup({ messages });
    fakeSocket.fire('connect');
    await settle();
    fakeSocket.fire('disconnect');
    fakeSocket.fire('connect');
    await vi.waitFor(() => expect(messages).toHaveBeenCalledTimes(3));
    expect(messages.mock.calls.map(([query]) => query)).toEqual([{}, { after: 2 }, { after: 3 }]);
    expect(conversation.entries().map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
  });

  it('reports the company messages it receives as delivered', async () => {
    setup({ messages: vi.fn().mockResolvedValue({ messages: [], hasMore: false }) });
    fakeSocket.fire('message', message(7));
    fakeSocket.fire('message', message(8, { mine: true, author: 'customer', status: 'received' }));
    expect(fakeSocket.emitted).toEqual([['seen', { ids: [7], status: 'delivered' }]]);
  });

  it('shows a send at once and replaces it by the stored message with the same client id', async () => {
    let clientId = '';
    const send = vi.fn(async (id: string, text: string) => {
      clientId = id;
      return message(10, { mine: true, author: 'customer', text, client_id: id, status: 'received' });
    });
    const conversation = setup({ send });
    conversation.send('Olá', []);
    expect(conversation.entries()).toEqual([expect.objectContaining({ pending: true, text: 'Olá' })]);
    await vi.waitFor(() => expect(conversation.entries()[0]?.pending).toBeUndefined());
    fakeSocket.fire('message', message(10, { mine: true, author: 'customer', text: 'Olá', client_id: clientId }));
    expect(conversation.entries()).toHaveLength(1);
    expect(conversation.entries()[0]).toMatchObject({ id: 10, client_id: clientId });
  });

  it('a failed send is retried with the same client id, so the server keeps one message', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('refused'), { status: 422 }))
      .mockImplementation(async (id: string) => message(11, { mine: true, client_id: id }));
    const conversation = setup({ send });
    conversation.send('De novo', []);
    await vi.waitFor(() => expect(conversation.entries()[0]?.failed).toBe(true));
    const [first] = conversation.entries();
    conversation.retry(first!.client_id!);
    await vi.waitFor(() => expect(conversation.entries()[0]?.id).toBe(11));
    expect(send.mock.calls[1]![0]).toBe(send.mock.calls[0]![0]);
  });
});

describe('typing between the customer and the agent', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the agent typing until the agent's message arrives", () => {
    const onChange = vi.fn();
    const conversation = setup({}, onChange);
    expect(conversation.agentTyping).toBe(false);
    fakeSocket.fire('agent-typing', { typing: true });
    expect(conversation.agentTyping).toBe(true);
    expect(onChange).toHaveBeenCalled();
    fakeSocket.fire('message', message(20, { mine: true, author: 'customer', status: 'received' }));
    expect(conversation.agentTyping).toBe(true);
    fakeSocket.fire('message', message(21));
    expect(conversation.agentTyping).toBe(false);
  });

  it('hides the agent typing when the agent stops, or after a while without news', () => {
    vi.useFakeTimers();
    const conversation = setup({});
    fakeSocket.fire('agent-typing', { typing: true });
    fakeSocket.fire('agent-typing', { typing: false });
    expect(conversation.agentTyping).toBe(false);
    fakeSocket.fire('agent-typing', { typing: true });
    vi.advanceTimersByTime(typingExpiryMs - 1);
    expect(conversation.agentTyping).toBe(true);
    fakeSocket.fire('agent-typing', { typing: true });
    vi.advanceTimersByTime(typingExpiryMs - 1);
    expect(conversation.agentTyping).toBe(true);
    vi.advanceTimersByTime(1);
    expect(conversation.agentTyping).toBe(false);
  });

  it('tells the server the customer is typing once, and that they stopped when the message goes', () => {
    vi.useFakeTimers();
    const conversation = setup({ send: vi.fn(() => new Promise<WidgetMessage>(() => {})) });
    conversation.typing();
    conversation.typing();
    expect(fakeSocket.emitted).toEqual([['typing', true]]);
    conversation.send('Oi', []);
    expect(fakeSocket.emitted).toEqual([
      ['typing', true],
      ['typing', false],
    ]);
  });
});
