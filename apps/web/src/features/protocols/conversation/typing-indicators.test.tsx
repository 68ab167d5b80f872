import { typingExpiryMs } from '@contact/domain/realtime';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as SocketClient from '../../../api/socket-client';
import { sendToServer } from '../../../api/socket-client';
import { setToken } from '../../../api/token-store';
import { stubLayout } from '../../../test/layout';
import { detailOf, messageWith, protocolWith } from '../../../test/protocols';
import { inOneHour, jsonResponse, renderWithProviders, tokenWith } from '../../../test/render';
import { protocolEventHandlers } from '../protocol-events';
import { useMessages } from '../use-messages';
import { ConversationPane } from './conversation-pane';
import { setCustomerTyping, useCustomerTyping } from './customer-typing-store';

vi.mock('../../../api/socket-client', async (original) => ({
  ...(await original<typeof SocketClient>()),
  sendToServer: vi.fn(),
}));

const handlers = protocolEventHandlers(new QueryClient());
const customerTyping = (protocolId: number, typing: boolean) =>
  act(() => handlers['protocol:customer-typing']?.({ protocol_id: protocolId, typing }));

let restoreLayout: () => void;

beforeEach(() => {
  restoreLayout = stubLayout(600);
  setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/v1/answer/config')
        return jsonResponse(200, { blockedWord: [], department: [], faq: [], user: [], roleFunction: [] });
      if (url === '/api/v1/answer/faqs') return jsonResponse(200, []);
      return jsonResponse(200, { messages: [], page: 1, hasMore: false });
    }),
  );
});

afterEach(() => {
  setCustomerTyping(5, false);
  setCustomerTyping(6, false);
  vi.mocked(sendToServer).mockClear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  restoreLayout();
});

function Pane({ channel }: { channel: number }) {
  const protocol = detailOf(protocolWith({ id: 5, status: 3, user_id: 60, id_channel: channel }));
  const messages = useMessages(5);
  return <ConversationPane protocol={protocol} messages={messages} actions={null} role={1} />;
}

const typingSent = () => vi.mocked(sendToServer).mock.calls.filter(([event]) => event === 'protocol:typing');

describe('customer typing in the open conversation', () => {
  it("shows 'Cliente digitando…' while the customer types, and hides it when they stop", async () => {
    renderWithProviders(<Pane channel={1} />);
    await screen.findByRole('textbox', { name: 'Mensagem para o cliente' });
    expect(screen.queryByText('Cliente digitando…')).toBeNull();
    customerTyping(5, true);
    expect(screen.getByText('Cliente digitando…')).toBeTruthy();
    customerTyping(5, false);
    expect(screen.queryByText('Cliente digitando…')).toBeNull();
  });

  it("hides it when the customer's message arrives, and ignores other protocols' customers", async () => {
    renderWithProviders(<Pane channel={1} />);
    await screen.findByRole('textbox', { name: 'Mensagem para o cliente' });
    customerTyping(6, true);
    expect(screen.queryByText('Cliente digitando…')).toBeNull();
    customerTyping(5, true);
    act(() =>
      handlers['message:new']?.(messageWith({ message_id: 90, protocol_id: 5, direction: 'in', author: 'customer' })),
    );
    expect(screen.queryByText('Cliente digitando…')).toBeNull();
  });

  it('hides it by itself after a while without news from the customer', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCustomerTyping(5));
    act(() => setCustomerTyping(5, true));
    act(() => vi.advanceTimersByTime(typingExpiryMs - 1));
    act(() => setCustomerTyping(5, true));
    act(() => vi.advanceTimersByTime(typingExpiryMs - 1));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });
});

describe("the agent's typing, for the web chat customer", () => {
  it('tells the server while the agent writes a message, and that they stopped when switching to a note', async () => {
    renderWithProviders(<Pane channel={1} />);
    const message = await screen.findByRole('textbox', { name: 'Mensagem para o cliente' });
    fireEvent.change(message, { target: { value: 'Ol' } });
    fireEvent.change(message, { target: { value: 'Olá' } });
    expect(typingSent()).toEqual([['protocol:typing', { protocol_id: 5, typing: true }]]);
    fireEvent.click(screen.getByText('Nota interna'));
    expect(typingSent().at(-1)).toEqual(['protocol:typing', { protocol_id: 5, typing: false }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Nota interna' }), { target: { value: 'Cliente VIP' } });
    expect(typingSent()).toHaveLength(2);
  });

  it('says nothing on channels other than the web chat', async () => {
    renderWithProviders(<Pane channel={4} />);
    const message = await screen.findByRole('textbox', { name: 'Mensagem para o cliente' });
    fireEvent.change(message, { target: { value: 'Prezado cliente' } });
    expect(typingSent()).toEqual([]);
    customerTyping(5, true);
    expect(screen.queryByText('Cliente digitando…')).toBeNull();
  });
});
