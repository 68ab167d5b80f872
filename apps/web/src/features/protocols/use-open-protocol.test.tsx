import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../api/token-store';
import { detailOf, protocolWith } from '../../test/protocols';
import { inOneHour, jsonResponse, tokenWith } from '../../test/render';
import { useOpenProtocol, workflowStartDelayMs } from './use-open-protocol';

let calls: { url: string; method: string; body: unknown; at: number }[];

beforeEach(() => {
  calls = [];
  setToken(tokenWith({ sub: '60', twoFactorAuthenticated: true, exp: inOneHour() }), false);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body, at: performance.now() });
      return jsonResponse(200, protocolWith({ id: 9, seq: 50 }));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

function open(changes: Parameters<typeof protocolWith>[0]) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const started = performance.now();
  renderHook(() => useOpenProtocol(detailOf(protocolWith({ id: 9, ...changes })), 60), { wrapper });
  return started;
}

describe('opening a protocol (spec §4)', () => {
  it('moves a categorized protocol still pending in its workflow to "under analysis" after about 200 ms', async () => {
    const started = open({ tab_status: 2, protocol_workflow: 3, protocol_workflow_status: 1, unread_count: 0 });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      url: '/api/v1/protocol/workflow_status',
      method: 'PUT',
      body: { id: 9, workflow_status: 2 },
    });
    expect((calls[0]?.at ?? 0) - started).toBeGreaterThanOrEqual(workflowStartDelayMs - 5);
  });

  it('leaves a protocol alone that is not categorized, has no workflow or is already under way', async () => {
    open({ tab_status: 1, protocol_workflow: 3, protocol_workflow_status: 1, unread_count: 0 });
    open({ tab_status: 2, protocol_workflow: null, protocol_workflow_status: 1, unread_count: 0 });
    open({ tab_status: 2, protocol_workflow: 3, protocol_workflow_status: 2, unread_count: 0 });
    await new Promise((resolve) => setTimeout(resolve, workflowStartDelayMs + 100));
    expect(calls).toEqual([]);
  });

  it('marks the agent’s own protocol read, not another agent’s', async () => {
    open({ user_id: 61, unread_count: 2 });
    open({ user_id: 60, unread_count: 2 });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/v1/protocol/9/read', method: 'PUT' });
  });
});
