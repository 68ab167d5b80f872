import { listOutbox } from '@contact/domain/mail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { outboxKeys } from './outbox-keys';

export const outboxPageSize = 20;

/** One page of the company's e-mail outbox (administrators). */
export function useOutbox(page: number) {
  return useQuery({
    queryKey: outboxKeys.page(page, outboxPageSize),
    queryFn: ({ signal }) => call(listOutbox, { query: { page, limit: outboxPageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
