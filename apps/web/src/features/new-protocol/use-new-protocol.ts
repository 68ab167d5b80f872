import { createProtocol, listProtocolCustomers, searchProtocolHistory } from '@contact/domain/protocols';
import type { ContractBodyInput } from '@contact/domain/http';
import { getWizardOptions } from '@contact/domain/wizard';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../api/http-client';

export const newProtocolKeys = {
  all: ['new-protocol'] as const,
  options: () => [...newProtocolKeys.all, 'options'] as const,
  customers: (search: string) => [...newProtocolKeys.all, 'customers', search] as const,
};

/** Departments with their channel configurations and the WhatsApp templates: read when the dialog opens. */
export function useWizardOptions() {
  return useQuery({
    queryKey: newProtocolKeys.options(),
    queryFn: ({ signal }) => call(getWizardOptions, { signal }),
    staleTime: 60_000,
  });
}

const minimumSearch = 3;

/** A phone has digits only and at least 8 of them; anything else is a name or a protocol number. */
const asPhone = (search: string) => {
  const digits = search.replace(/\D/g, '');
  return /^[\d\s()+-]+$/.test(search) && digits.length >= 8 ? digits : null;
};

/** Earlier protocols matching the search, one per customer: the customers the agent can pick. */
export function useCustomerSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: newProtocolKeys.customers(text),
    enabled: text.length >= minimumSearch,
    queryFn: async ({ signal }) => {
      const phone = asPhone(text);
      const found = await call(searchProtocolHistory, { query: phone ? { phone } : { search: text }, signal });
      const seen = new Set<number>();
      return found.filter((protocol) => {
        const key = protocol.protocol_contact_id ?? -protocol.id;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
  });
}

/** The customer of an earlier protocol, with the e-mail and CRM id the list does not carry. */
export const customerOfProtocol = async (protocolId: number) =>
  (await call(listProtocolCustomers, { params: { id: protocolId } }))[0] ?? null;

export type CreateInput = ContractBodyInput<typeof createProtocol>;

export function useCreateProtocol() {
  return useMutation({ mutationFn: (body: CreateInput) => call(createProtocol, { body }) });
}
