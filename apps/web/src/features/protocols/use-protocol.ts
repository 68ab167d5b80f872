import { getProtocol } from '@contact/domain/protocols';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from '../../api/http-client';
import { protocolKeys } from './protocol-keys';
import { justFetchedMs, messagesQuery } from './use-messages';

export const protocolQuery = (id: number) =>
  queryOptions({
    queryKey: protocolKeys.detail(id),
    staleTime: justFetchedMs,
    queryFn: ({ signal }) => call(getProtocol, { params: { id }, signal }),
  });

/** The open protocol with its customers and notes; events keep it current. */
export function useProtocol(id: number | null) {
  return useQuery({ ...protocolQuery(id ?? 0), enabled: id !== null });
}

/**
 * Starts loading a protocol and its newest messages as the pointer goes down on it, before the
 * click, or on a click that came without one (the keyboard): asked once, however many call it.
 */
export function usePrefetchProtocol(): (id: number) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (id) => {
      void queryClient.prefetchQuery(protocolQuery(id));
      void queryClient.prefetchInfiniteQuery(messagesQuery(id));
    },
    [queryClient],
  );
}
