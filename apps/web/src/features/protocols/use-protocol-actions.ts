import {
  addNote,
  addProtocolTag,
  assignProtocol,
  exportProtocol,
  categorizeProtocol,
  closeProtocol,
  finalizeProtocol,
  markProtocolRead,
  pauseProtocol,
  removeProtocolTag,
  scheduleCall,
  scheduleReminder,
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
import { call, download } from '../../api/http-client';
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

/** A supervisor gives the protocol to an operator of its department. */
export const useAssignProtocol = () =>
  useProtocolChange((body: { protocol_id: number; user_id: number }) => call(assignProtocol, { body }));

/** A call back to the customer (phone and date/time required), announced to the agent when due. */
export const useScheduleCall = () =>
  useMutation({
    mutationFn: (body: { protocol_id: number; phone: string; date: string; note: string }) =>
      call(scheduleCall, { body }),
  });

/** A reminder about the protocol at a date/time, with a file if one is chosen (multipart). */
export const useScheduleReminder = () =>
  useMutation({
    mutationFn: (input: { protocol_id: number; text: string; date: string; file: File | null }) => {
      const form = new FormData();
      form.set('protocol_id', String(input.protocol_id));
      form.set('text', input.text);
      form.set('date', input.date);
      if (input.file) form.set('file', input.file);
      return call(scheduleReminder, { formData: form });
    },
  });

/** GET /protocol/export: the PDF, saved by the browser under the server's file name. */
export const useExportProtocol = () =>
  useMutation({
    mutationFn: async (protocol: { id: number; number: string }) => {
      const { blob, filename } = await download(exportProtocol, { query: { protocol: protocol.id } });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename ?? `protocolo-${protocol.number}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return link.download;
    },
  });
