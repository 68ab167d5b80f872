import type { CurrentUser } from '@contact/domain/users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { sessionKeys } from '../../session/session-keys';
import { protocolWith } from '../../test/protocols';
import { inOneHour, jsonResponse, tokenWith } from '../../test/render';
import { noFilters } from './list-filters';
import { noteSequence, resetSequence } from './protocol-sequence';
import { useProtocolList } from './use-protocol-list';

let urls: string[];

beforeEach(() => {
  urls = [];
  resetSequence();
  setToken(tokenWith({ sub: '50', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      if (url.includes('since=3')) {
        const arrived = protocolWith({ id: 7, status: 1, support: 2, user_id: null, seq: 5 });
        return jsonResponse(200, { protocols: [arrived], currentPage: 1, removed: [], seq: 5 });
      }
      // While the queue was being read, protocol 7 was created and its event (sequence 5)
      // came before this list was in the cache to take it.
      noteSequence(5);
      return jsonResponse(200, { protocols: [], currentPage: 1, removed: [], seq: 3 });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('a queue read while events arrive', () => {
  it('reads the changes after its answer once stored, so a protocol created meanwhile is not lost', async () => {
    const client = new QueryClient();
    client.setQueryData(sessionKeys.currentUser(), { id: 50, role: 7 } as CurrentUser);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useProtocolList({ support: 'humano', queue: 'fila', filters: noFilters }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.protocols.map((protocol) => protocol.id)).toEqual([7]));
    expect(urls.filter((url) => url.includes('since='))).toEqual(['/api/v1/protocol?since=3']);
  });
});
