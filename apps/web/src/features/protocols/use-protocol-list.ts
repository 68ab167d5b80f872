import { listProtocols, nextPage } from '@contact/domain/protocols';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '../../api/http-client';
import { queueDefinition } from './chat-routes';
import { listStateOf, type ProtocolPage } from './list-cache';
import { listQuery } from './list-filters';
import { protocolKeys, type ListView } from './protocol-keys';
import { catchUpSince } from './protocol-events';
import { lastSequence, noteFirstSequence } from './protocol-sequence';

/**
 * One queue under its filters, 50 per page: page 1 replaces, the next page is asked for while
 * the last one was not empty (spec §9). Live events patch the cached pages; nothing polls.
 */
export function useProtocolList(view: ListView) {
  const queryClient = useQueryClient();
  const queue = queueDefinition(view);
  const query = useInfiniteQuery({
    queryKey: protocolKeys.list(view),
    queryFn: async ({ pageParam, signal }): Promise<ProtocolPage> => {
      const answer = await call(listProtocols, { query: listQuery(queue, view.filters, pageParam), signal });
      noteFirstSequence(answer.seq);
      // Events newer than this answer may have come while it was on its way, before this list was
      // in the cache to take them: once the page is stored, the changes since it are read.
      setTimeout(() => {
        const seen = lastSequence();
        if (seen !== null && seen > answer.seq) void catchUpSince(queryClient, answer.seq).catch(() => undefined);
      }, 0);
      return {
        protocols: answer.protocols,
        currentPage: answer.currentPage,
        fetched: answer.protocols.length,
        seq: answer.seq,
      };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.currentPage, last.fetched) ?? undefined,
  });
  const protocols = useMemo(() => listStateOf(query.data).protocols, [query.data]);
  return { ...query, protocols };
}
