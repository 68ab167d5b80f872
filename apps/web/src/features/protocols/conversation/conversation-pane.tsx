import { isOpen, type ProtocolDetail } from '@contact/domain/protocols';
import { webChatChannelId } from '@contact/domain/widget';
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../../../ui/forms/report-error';
import { notifySuccess } from '../../../ui/notify';
import { useAddNote } from '../use-protocol-actions';
import { faqsFor, useFaqs, useSendPermissions } from '../use-inbox-settings';
import type { MessagesQuery } from '../use-messages';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { CustomerTypingNotice } from './customer-typing-notice';
import { MessageList } from './message-list';
import { dropPending, usePendingMessages } from './pending-messages-store';
import { useCustomerServiceWindow } from './use-customer-service-window';
import { useAgentTyping } from './use-agent-typing';
import { useSendMessage } from './use-send-message';

/** Only protocols outside WhatsApp's window need it: loaded when first shown. */
const TemplateButton = lazy(() => import('./template-dialog').then((module) => ({ default: module.TemplateButton })));

type ConversationPaneProps = {
  protocol: ProtocolDetail;
  messages: MessagesQuery;
  actions: ReactNode;
  role: number;
};

/** The open protocol: header with its actions, the messages, and the composer. */
export function ConversationPane({ protocol, messages, actions, role }: ConversationPaneProps) {
  const { t } = useTranslation();
  const permissions = useSendPermissions(protocol.department_id, role);
  const allFaqs = useFaqs().data;
  const faqs = useMemo(() => faqsFor(allFaqs ?? [], protocol.department_id), [allFaqs, protocol.department_id]);
  const allPending = usePendingMessages();
  const { send, retry } = useSendMessage(protocol.id);
  const addNote = useAddNote();
  const writesFreely = useCustomerServiceWindow(protocol);
  const webChat = protocol.id_channel === webChatChannelId;
  const handleMessageTyping = useAgentTyping(protocol.id, webChat && isOpen(protocol.status));
  const delivered = useMemo(
    () => new Set(messages.messages.flatMap((message) => (message.client_id ? [message.client_id] : []))),
    [messages.messages],
  );
  // A retried message the server already stored shows once, as the stored one.
  const pending = useMemo(
    () => allPending.filter((item) => item.protocolId === protocol.id && !delivered.has(item.clientId)),
    [allPending, protocol.id, delivered],
  );
  useEffect(() => {
    for (const item of allPending) if (delivered.has(item.clientId)) dropPending(item.clientId);
  }, [allPending, delivered]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;
  const loadOlder = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const handleRetry = useCallback((clientId: string) => void retry(clientId), [retry]);

  const { mutateAsync: writeNote } = addNote;
  const handleNote = useCallback(
    async (text: string): Promise<boolean> => {
      try {
        await writeNote({ protocol_id: protocol.id, text });
        notifySuccess(t('inbox.note.added'));
        return true;
      } catch (error) {
        reportError(error);
        return false;
      }
    },
    [writeNote, protocol.id, t],
  );
  // The composer keeps what the agent is typing and stays as it is while messages come in.
  const templateAction = useMemo(
    () => (
      <Suspense fallback={null}>
        <TemplateButton protocolId={protocol.id} departmentId={protocol.department_id} />
      </Suspense>
    ),
    [protocol.id, protocol.department_id],
  );

  return (
    <Stack gap={0} h="100%" component="section" aria-label={t('inbox.conversation')}>
      <ConversationHeader protocol={protocol} actions={actions} />
      <div style={{ flex: 1, minHeight: 0 }}>
        {messages.error && (
          <Alert color="red" m="xs" role="alert">
            {messages.error.message}
          </Alert>
        )}
        {messages.isPending ? (
          <Center h="100%">
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : (
          <MessageList
            messages={messages.messages}
            pending={pending}
            customerName={protocol.customer_name ?? t('inbox.unknownCustomer')}
            hasOlder={hasNextPage}
            loadingOlder={isFetchingNextPage}
            onLoadOlder={loadOlder}
            onRetry={handleRetry}
          />
        )}
      </div>
      {webChat && <CustomerTypingNotice protocolId={protocol.id} />}
      <Composer
        key={protocol.id}
        protocolId={protocol.id}
        closed={!isOpen(protocol.status)}
        templatesOnly={!writesFreely}
        templateAction={templateAction}
        permissions={permissions}
        faqs={faqs}
        onSendMessage={send}
        onAddNote={handleNote}
        onMessageTyping={handleMessageTyping}
      />
    </Stack>
  );
}
