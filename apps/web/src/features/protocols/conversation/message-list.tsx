import type { Message } from '@contact/domain/protocols';
import { Box, Center, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBubble, PendingBubble } from './message-bubble';
import type { PendingMessage } from './pending-messages-store';

type MessageListProps = {
  messages: readonly Message[];
  pending: readonly PendingMessage[];
  customerName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
};

/** Near the bottom, new messages keep the view at the end; further up, the agent is reading and stays put. */
const stickToBottomPx = 160;
const loadOlderAtPx = 240;
/** A one-line message's height, before it is measured. */
const estimatedHeightPx = 72;

/** The conversation, oldest first, virtualized; scrolling up loads older pages without moving the view. */
export function MessageList(props: MessageListProps) {
  const { messages, pending, customerName, hasOlder, loadingOlder, onLoadOlder, onRetry } = props;
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = messages.length + pending.length;
  // The virtualizer hands back new functions each render; nothing here memoizes them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedHeightPx,
    // A conversation opens at its newest message: the first rows drawn are the last ones.
    initialOffset: () => count * estimatedHeightPx,
    overscan: 12,
    getItemKey: (index) =>
      index < messages.length ? `m${messages[index]?.message_id}` : `p${pending[index - messages.length]?.clientId}`,
  });
  const previous = useRef({ count: 0, firstId: null as number | null, atBottom: true });

  useLayoutEffect(() => {
    const before = previous.current;
    const firstId = messages[0]?.message_id ?? null;
    if (count > 0 && before.count === 0) {
      virtualizer.scrollToIndex(count - 1, { align: 'end' });
    } else if (firstId !== before.firstId && before.firstId !== null && count > before.count) {
      // Older messages came in above: keep the one that was first where the agent sees it.
      const added = messages.findIndex((message) => message.message_id === before.firstId);
      if (added > 0) virtualizer.scrollToIndex(added, { align: 'start' });
    } else if (count > before.count && before.atBottom) {
      virtualizer.scrollToIndex(count - 1, { align: 'end' });
    }
    previous.current = { ...before, count, firstId };
  }, [count, messages, virtualizer]);

  useEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const handleScroll = () => {
      const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
      previous.current.atBottom = fromBottom < stickToBottomPx;
      if (element.scrollTop < loadOlderAtPx && hasOlder && !loadingOlder) onLoadOlder();
    };
    element.addEventListener('scroll', handleScroll, { passive: true });
    return () => element.removeEventListener('scroll', handleScroll);
  }, [hasOlder, loadingOlder, onLoadOlder]);

  return (
    <Box
      ref={scrollRef}
      h="100%"
      style={{ overflowY: 'auto', overflowAnchor: 'none' }}
      role="log"
      aria-label={t('inbox.messages')}
      aria-live="polite"
    >
      {loadingOlder && (
        <Center py="xs">
          <Loader size="xs" aria-label={t('app.loading')} />
        </Center>
      )}
      {count === 0 && (
        <Text c="dimmed" size="sm" ta="center" p="lg">
          {t('inbox.noMessages')}
        </Text>
      )}
      <Box pos="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const message = messages[item.index];
          const waiting = pending[item.index - messages.length];
          return (
            <Box
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              pos="absolute"
              top={0}
              left={0}
              w="100%"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {message ? (
                <MessageBubble message={message} customerName={customerName} />
              ) : waiting ? (
                <PendingBubble pending={waiting} onRetry={onRetry} />
              ) : null}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
