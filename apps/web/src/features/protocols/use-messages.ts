import { listMessages, messagePageSize } from '@contact/domain/messages';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../api/http-client';
import { messagesOf, type MessagePage } from './messages-cache';
import { protocolKeys } from './protocol-keys';

/** Messages of a protocol, 500 at a time: page 1 is the newest, older pages come on scroll up. */
export function useMessages(protocolId: number) {
  const query = useInfiniteQuery({
    queryKey: protocolKeys.messages(protocolId),
    queryFn: ({ pageParam, signal }): Promise<MessagePage> =>
      call(listMessages, {
        params: { id: protocolId },
        query: { page: String(pageParam), limit: String(messagePageSize) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  const messages = useMemo(() => messagesOf(query.data), [query.data]);
  return { ...query, messages };
}
