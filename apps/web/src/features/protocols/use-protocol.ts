import { getProtocol } from '@contact/domain/protocols';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { protocolKeys } from './protocol-keys';

/** The open protocol with its customers and notes; events keep it current. */
export function useProtocol(id: number | null) {
  return useQuery({
    queryKey: protocolKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call(getProtocol, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}
