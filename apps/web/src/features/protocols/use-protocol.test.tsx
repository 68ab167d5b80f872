import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { detailOf, messageWith, protocolWith } from '../../test/protocols';
import { inOneHour, jsonResponse, tokenWith } from '../../test/render';
import { protocolKeys } from './protocol-keys';
import { useMessages } from './use-messages';
import { usePrefetchProtocol, useProtocol } from './use-protocol';
import { useProtocolRoom } from './use-rooms';

let urls: string[];

beforeEach(() => {
  urls = [];
  setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return url.includes('/message/')
        ? jsonResponse(200, { messages: [messageWith({ protocol_id: 9 })], page: 1, hasMore: false })
        : jsonResponse(200, detailOf(protocolWith({ id: 9 })));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function withClient() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('opening a protocol from its row', () => {
  it('asks once for the protocol and its messages, whether pointer-down, click or both came first', async () => {
    const { wrapper } = withClient();
    const { result } = renderHook(() => usePrefetchProtocol(), { wrapper });
    result.current(9);
    result.current(9);
    await waitFor(() => expect(urls).toHaveLength(2));
    result.current(9);
    // The conversation mounts a moment later: what was just fetched is used as it is.
    const opened = renderHook(() => ({ protocol: useProtocol(9), messages: useMessages(9) }), { wrapper });
    await waitFor(() => expect(opened.result.current.messages.messages).toHaveLength(1));
    expect(opened.result.current.protocol.data?.id).toBe(9);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(urls.filter((url) => url.includes('/message/'))).toHaveLength(1);
    expect(urls.filter((url) => url.endsWith('/protocol/9'))).toHaveLength(1);
  });

  it('marks a protocol and its messages stale once its room is left, so opening it again asks the server', async () => {
    const { client, wrapper } = withClient();
    const { result } = renderHook(() => usePrefetchProtocol(), { wrapper });
    result.current(9);
    await waitFor(() => expect(urls).toHaveLength(2));
    await waitFor(() => expect(client.getQueryState(protocolKeys.messages(9))?.status).toBe('success'));
    const room = renderHook(({ id }) => useProtocolRoom(id), { wrapper, initialProps: { id: 9 as number | null } });
    expect(
      client
        .getQueryCache()
        .find({ queryKey: protocolKeys.messages(9) })
        ?.isStale(),
    ).toBe(false);
    room.rerender({ id: null });
    expect(
      client
        .getQueryCache()
        .find({ queryKey: protocolKeys.messages(9) })
        ?.isStale(),
    ).toBe(true);
    expect(
      client
        .getQueryCache()
        .find({ queryKey: protocolKeys.detail(9) })
        ?.isStale(),
    ).toBe(true);
    result.current(9);
    await waitFor(() => expect(urls).toHaveLength(4));
  });
});
