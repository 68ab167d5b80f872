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

/**
 * How the customer search asks for earlier protocols. A whole Brazilian phone (10 to 13 digits, with
 * or without the area and country codes, typed with or without punctuation) is looked up as the
 * contact's phone, which the server writes as it keeps phones (the ninth digit added). Anything else is a text
 * search, which finds names and subjects by the start of their words, a protocol number (14 digits),
 * and phones by any 4 or more of their digits ("98765", "8765-4321").
 */
export function customerSearchQuery(text: string): { phone: string } | { search: string } {
  const digits = text.replace(/\D/g, '');
  const wholePhone = /^[\d\s()+-]+$/.test(text) && digits.length >= 10 && digits.length <= 13;
  return wholePhone ? { phone: digits } : { search: text };
}

/** Earlier protocols matching the search, one per customer: the customers the agent can pick. */
export function useCustomerSearch(search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: newProtocolKeys.customers(text),
    enabled: text.length >= minimumSearch,
    queryFn: async ({ signal }) => {
      const found = await call(searchProtocolHistory, { query: customerSearchQuery(text), signal });
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
