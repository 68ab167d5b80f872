import {
  addNote,
  addProtocolTag,
  categorizeProtocol,
  closeProtocol,
  finalizeProtocol,
  markProtocolRead,
  pauseProtocol,
  removeProtocolTag,
  setWorkflowStatus,
  tabulateProtocol,
  takeProtocol,
  toggleProtocolAi,
  transferProtocol,
  updateProtocolCustomer,
  type Protocol,
  type ProtocolDetail,
  type WorkflowStatus,
} from '@contact/domain/protocols';
import type { ContractBodyInput } from '@contact/domain/http';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/http-client';
import { applyNote } from './messages-cache';
import { applyProtocol } from './protocol-events';
import { protocolKeys } from './protocol-keys';

/** An action whose answer is the changed protocol: applied at once by the same rules as its event. */
function useProtocolChange<V>(change: (variables: V) => Promise<Protocol>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (protocol) => applyProtocol(queryClient, protocol) });
}

/** An action answering `{ message, protocol }`: the message is the success text to show. */
function useProtocolOutcome<V>(change: (variables: V) => Promise<{ message: string; protocol: Protocol }>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (result) => applyProtocol(queryClient, result.protocol) });
}

/** Takes the protocol given, or the longest-waiting one of the agent's departments. */
export const useTakeProtocol = () =>
  useProtocolChange((protocolId: number | null) =>
    call(takeProtocol, { body: protocolId ? { protocol_id: protocolId } : {} }),
  );

export type TransferInput = ContractBodyInput<typeof transferProtocol>;
export const useTransferProtocol = () => useProtocolChange((body: TransferInput) => call(transferProtocol, { body }));

export const usePauseProtocol = () =>
  useProtocolChange((input: { id: number; pause: boolean }) =>
    call(pauseProtocol, { params: { id: input.id }, body: { pause: input.pause } }),
  );

export const useToggleAi = () => useProtocolChange((id: number) => call(toggleProtocolAi, { body: { id } }));

export const useTagProtocol = () =>
  useProtocolChange(({ add, ...body }: { id_tag: number; id_protocol: number; add: boolean }) =>
    call(add ? addProtocolTag : removeProtocolTag, { body }),
  );

export const useCloseProtocol = () => useProtocolChange((id: number) => call(closeProtocol, { params: { id } }));

export const useMarkRead = () => useProtocolChange((id: number) => call(markProtocolRead, { params: { id } }));

export const useSetWorkflowStatus = () =>
  useProtocolChange((input: { id: number; workflow_status: WorkflowStatus }) =>
    call(setWorkflowStatus, { body: input }),
  );

export type TabulationInput = ContractBodyInput<typeof finalizeProtocol>;
export const useFinalizeProtocol = () =>
  useProtocolOutcome((body: TabulationInput) => call(finalizeProtocol, { body }));
export const useTabulateProtocol = () =>
  useProtocolOutcome((body: TabulationInput) => call(tabulateProtocol, { body }));
export const useCategorizeProtocol = () =>
  useProtocolOutcome((body: { id: number; tab: number }) => call(categorizeProtocol, { body }));

/** An internal note: never sent to the customer. */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { protocol_id: number; text: string }) => call(addNote, { body }),
    onSuccess: (note) =>
      queryClient.setQueryData<ProtocolDetail>(protocolKeys.detail(note.protocol_id), (detail) =>
        applyNote(detail, note),
      ),
  });
}

export type CustomerInput = ContractBodyInput<typeof updateProtocolCustomer>;

/** Corrects the first customer of a protocol. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerInput) => call(updateProtocolCustomer, { body }),
    onSuccess: (customer, body) =>
      queryClient.setQueryData<ProtocolDetail>(protocolKeys.detail(body.protocol_id), (detail) =>
        detail ? { ...detail, customers: [customer, ...detail.customers.slice(1)] } : detail,
      ),
  });
}
