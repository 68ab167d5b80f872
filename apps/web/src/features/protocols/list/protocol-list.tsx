import type { Protocol } from '@contact/domain/protocols';
import { Box, Center, Loader } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxTag } from '../use-inbox-settings';
import { ProtocolRow } from './protocol-row';

/** Rows are the same height, so the list never measures them. */
export const protocolRowHeight = 104;

type ProtocolListProps = {
  protocols: readonly Protocol[];
  selectedId: number | null;
  pathOf: (protocol: Protocol) => string;
  onPrefetch: (id: number) => void;
  tags: readonly InboxTag[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
};

/** A virtualized list: tens of thousands of protocols keep well under 100 rows in the page. */
export function ProtocolList(props: ProtocolListProps) {
  const { protocols, selectedId, pathOf, onPrefetch, tags, hasNextPage, isFetchingNextPage, onLoadMore } = props;
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const tagsById = useMemo(() => new Map(tags.map((tag) => [tag.id, tag])), [tags]);
  // The virtualizer hands back new functions each render; nothing here memoizes them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: protocols.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => protocolRowHeight,
    overscan: 8,
    getItemKey: (index) => protocols[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= protocols.length - 5) onLoadMore();
  }, [hasNextPage, isFetchingNextPage, lastIndex, protocols.length, onLoadMore]);

  return (
    <Box ref={scrollRef} h="100%" style={{ overflowY: 'auto' }} role="list" aria-label={t('inbox.list')}>
      <Box pos="relative" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const protocol = protocols[item.index];
          if (!protocol) return null;
          return (
            <Box
              key={item.key}
              role="listitem"
              pos="absolute"
              top={0}
              left={0}
              w="100%"
              style={{ height: item.size, transform: `translateY(${item.start}px)` }}
            >
              <ProtocolRow
                protocol={protocol}
                to={pathOf(protocol)}
                onPrefetch={onPrefetch}
                selected={protocol.id === selectedId}
                tags={tagsById}
              />
            </Box>
          );
        })}
      </Box>
      {isFetchingNextPage && (
        <Center py="sm">
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      )}
    </Box>
  );
}
