import { getCompany } from '@contact/domain/companies';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { companyKeys } from './company-keys';

export function useCompany() {
  return useQuery({ queryKey: companyKeys.detail(), queryFn: ({ signal }) => call(getCompany, { signal }) });
}
