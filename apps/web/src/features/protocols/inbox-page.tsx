import { selectionAfterUpdate } from '@contact/domain/protocols';
import { Alert, Box, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '../../session/use-current-user';
import { preloadedModule } from '../../ui/preloaded-module';
import { closeActionDialog } from './action-dialog-store';
import { ActionDialogs, loadActionDialogs } from './action-dialogs';
import { chatPath, defaultChatView } from './chat-routes';
import { ProtocolListPane } from './list/protocol-list-pane';
import { onProtocolChange } from './protocol-events';
import { QueueMenu } from './queue-menu';
import { useChatView } from './use-chat-view';
import { useOpenProtocol } from './use-open-protocol';
import { useMessages } from './use-messages';
import { useProtocol } from './use-protocol';

// The side panel loads once it is first shown.
const SidePanel = lazy(() => import('./side-panel/side-panel').then((module) => ({ default: module.SidePanel })));
// The conversation and its actions load once a protocol is opened, or ahead after the first paint.
const openProtocolParts = preloadedModule(() => import('./open-protocol-parts'));

const dialogPreloadDelayMs = 1500;
const border = '1px solid var(--mantine-color-default-border)';

type InboxPageProps = {
  /** Composed by the app above the queues: the new-protocol action. */
  newProtocol?: ReactNode;
};

/** The agent inbox: queues with live counts, the queue's list, the open conversation and its side panel. */
export function InboxPage({ newProtocol }: InboxPageProps) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { view, filters, search, closeProtocol, setFilters } = useChatView();
  const protocolId = view?.protocolId ?? null;
  const protocol = useProtocol(protocolId);
  const messages = useMessages(protocolId);
  // The side panel shows by default only where the conversation keeps room beside it.
  const wide = useMediaQuery('(min-width: 100em)');
  const [sidePanel, setSidePanel] = useState<boolean | null>(null);
  const showSidePanel = sidePanel ?? Boolean(wide);
  useOpenProtocol(protocol.data, user?.id ?? 0);
  const parts = openProtocolParts.useModule(protocolId !== null);

  // The dialogs and the conversation load once the first paint is done.
  useEffect(() => {
    const timer = setTimeout(() => {
      void openProtocolParts.load();
      void loadActionDialogs();
    }, dialogPreloadDelayMs);
    return () => clearTimeout(timer);
  }, []);

  // A dialog belongs to the protocol it was opened for.
  useEffect(() => closeActionDialog, [protocolId]);

  // Spec §4: a selected protocol that closes, or leaves the agent's hands, is no longer selected.
  useEffect(() => {
    if (protocolId === null) return undefined;
    return onProtocolChange((change) => {
      const cleared =
        change.kind === 'remove'
          ? change.id === protocolId
          : selectionAfterUpdate(protocolId, change.protocol) === null;
      if (cleared) closeProtocol();
    });
  }, [protocolId, closeProtocol]);

  const loading = (
    <Center h="100%">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
  if (!user) return null;
  if (!view) return <Navigate to={chatPath(defaultChatView(user.role)) + search} replace />;

  return (
    <Paper
      withBorder
      radius="md"
      h="calc(100dvh - var(--app-shell-header-height, 60px) - 2 * var(--app-shell-padding, 20px))"
      mih={480}
      style={{ overflow: 'hidden' }}
    >
      <Group h="100%" gap={0} wrap="nowrap" align="stretch">
        <Stack w={214} p="xs" gap="xs" style={{ borderRight: border, flexShrink: 0 }}>
          {newProtocol}
          <Box style={{ flex: 1, minHeight: 0 }}>
            <QueueMenu support={view.support} queue={view.queue} filters={filters} search={search} />
          </Box>
        </Stack>
        <Box w={330} style={{ borderRight: border, flexShrink: 0 }}>
          <ProtocolListPane
            key={`${view.support}/${view.queue}`}
            view={view}
            filters={filters}
            search={search}
            role={user.role}
            onFiltersChange={setFilters}
          />
        </Box>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {protocolId === null && (
            <Center h="100%" p="xl">
              <Text c="dimmed" ta="center">
                <IconMessages size={48} stroke={1.2} aria-hidden style={{ display: 'block', margin: '0 auto 8px' }} />
                {t('inbox.choose')}
              </Text>
            </Center>
          )}
          {protocolId !== null && protocol.isPending && loading}
          {protocolId !== null && protocol.error && (
            <Alert color="red" m="md" role="alert">
              {protocol.error.message}
            </Alert>
          )}
          {protocol.data && protocol.data.id === protocolId && !parts && loading}
          {protocol.data && protocol.data.id === protocolId && parts && (
            <parts.ConversationPane
              protocol={protocol.data}
              messages={messages}
              role={user.role}
              actions={
                <parts.ProtocolActions
                  protocol={protocol.data}
                  sidePanelOpen={showSidePanel}
                  onToggleSidePanel={() => setSidePanel(!showSidePanel)}
                />
              }
            />
          )}
        </Box>
        {protocol.data && protocol.data.id === protocolId && showSidePanel && (
          <Box w={300} style={{ borderLeft: border, flexShrink: 0 }} component="aside">
            <Suspense fallback={loading}>
              <SidePanel protocol={protocol.data} />
            </Suspense>
          </Box>
        )}
      </Group>
      <ActionDialogs protocol={protocol.data ?? null} user={user} />
    </Paper>
  );
}
