import { countQueues } from '@contact/domain/protocols';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { countQuery, type ListFilters } from './list-filters';
import { protocolKeys } from './protocol-keys';

/** Counts of every queue of the menu; the count room's 'count:update' refetches them. */
export function useQueueCounts(filters: ListFilters) {
  const query = countQuery(filters);
  return useQuery({
    queryKey: protocolKeys.count(query),
    queryFn: ({ signal }) => call(countQueues, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
