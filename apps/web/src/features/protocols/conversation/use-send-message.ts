import { sendMessage } from '@contact/domain/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http-client';
import { isHttpError } from '../../../api/http-error';
import { notifyError } from '../../../ui/notify';
import { applyMessageToPages, type MessageData } from '../messages-cache';
import { protocolKeys } from '../protocol-keys';
import {
  addPending,
  dropPending,
  findPending,
  newClientId,
  setPendingState,
  type PendingMessage,
} from './pending-messages-store';

/** How a send ended: sent; refused by the server (the text goes back to the composer); or failed, to retry. */
export type SendOutcome = 'sent' | 'refused' | 'failed';

/** A refusal is an answer about the message itself (blocked word, closed protocol); anything else may pass on retry. */
const isRefusal = (error: unknown) =>
  isHttpError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;

function request(item: PendingMessage) {
  if (item.files.length === 0) {
    return call(sendMessage, { body: { protocol_id: item.protocolId, text: item.text, client_id: item.clientId } });
  }
  const form = new FormData();
  form.set('protocol_id', String(item.protocolId));
  form.set('text', item.text);
  form.set('client_id', item.clientId);
  for (const file of item.files) form.append('files', file, file.name);
  return call(sendMessage, { formData: form });
}

/**
 * Sends agent messages: shown at once as pending; a blocked word or another refusal shows the
 * server's text and gives the text back; a failure shows 'error sending the message' and can be
 * retried with the same client id, so the server keeps one message.
 */
export function useSendMessage(protocolId: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const deliver = useCallback(
    async (clientId: string): Promise<SendOutcome> => {
      const item = findPending(clientId);
      if (!item) return 'failed';
      setPendingState(clientId, 'sending');
      try {
        const message = await request(item);
        queryClient.setQueryData<MessageData>(protocolKeys.messages(item.protocolId), (data) =>
          applyMessageToPages(data, message, item.protocolId),
        );
        dropPending(clientId);
        return 'sent';
      } catch (error) {
        if (isRefusal(error) && isHttpError(error)) {
          dropPending(clientId);
          notifyError(Object.values(error.fields)[0] ?? error.message);
          return 'refused';
        }
        setPendingState(clientId, 'failed');
        notifyError(t('inbox.composer.sendFailed'));
        return 'failed';
      }
    },
    [queryClient, t],
  );

  const send = useCallback(
    (text: string, files: File[]) => {
      const clientId = newClientId();
      addPending({ clientId, protocolId, text, files, state: 'sending', createdAt: new Date().toISOString() });
      return deliver(clientId);
    },
    [deliver, protocolId],
  );

  return { send, retry: deliver };
}
