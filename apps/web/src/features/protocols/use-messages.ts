import { listMessages, messagePageSize } from '@contact/domain/messages';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../api/http-client';
import { messagesOf, type MessagePage } from './messages-cache';
import { protocolKeys } from './protocol-keys';

/**
 * How long a protocol or its messages count as fresh once fetched: the row's pointer-down or click
 * has just asked for them, so the conversation that mounts a moment later does not ask again.
 * While it is open its room's events keep them current; leaving the room marks them stale.
 */
export const justFetchedMs = 2000;

/** Messages of a protocol, 500 at a time: page 1 is the newest, older pages come on scroll up. */
export const messagesQuery = (protocolId: number) =>
  infiniteQueryOptions({
    queryKey: protocolKeys.messages(protocolId),
    staleTime: justFetchedMs,
    queryFn: ({ pageParam, signal }): Promise<MessagePage> =>
      call(listMessages, {
        params: { id: protocolId },
        query: { page: String(pageParam), limit: String(messagePageSize) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last: MessagePage) => (last.hasMore ? last.page + 1 : undefined),
  });

/** The open protocol's messages, asked for as soon as it is chosen, beside the protocol itself. */
export function useMessages(protocolId: number | null) {
  const query = useInfiniteQuery({ ...messagesQuery(protocolId ?? 0), enabled: protocolId !== null });
  const messages = useMemo(() => messagesOf(query.data), [query.data]);
  return { ...query, messages };
}

export type MessagesQuery = ReturnType<typeof useMessages>;
