import { updateCompany } from '@contact/domain/companies';
import type { ContractBodyInput } from '@contact/domain/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { sessionKeys } from '../../session/session-keys';
import { companyKeys } from './company-keys';

/** PUT /settings/company (administrators); the current user carries the company too. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ContractBodyInput<typeof updateCompany>) => call(updateCompany, { body: changes }),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(), company);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser() });
    },
  });
}
