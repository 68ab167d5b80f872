import type { ProtocolDetail } from '@contact/domain/protocols';
import { Divider, ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomerCard } from './customer-card';
import { CustomerHistory } from './customer-history';
import { NotesSection } from './notes-section';
import { ProtocolTimeline } from './protocol-timeline';
import { TagsSection } from './tags-section';

/** Beside the conversation: the customer, their earlier protocols, tags, notes and this protocol's history. */
export function SidePanel({ protocol }: { protocol: ProtocolDetail }) {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultValue="customer"
      h="100%"
      keepMounted={false}
      style={{ display: 'flex', flexDirection: 'column' }}
      aria-label={t('inbox.sidePanel.title')}
    >
      <Tabs.List grow styles={{ list: { flexWrap: 'nowrap' } }}>
        <Tabs.Tab value="customer" px={6} fz="sm">
          {t('inbox.sidePanel.customer')}
        </Tabs.Tab>
        <Tabs.Tab value="history" px={6} fz="sm">
          {t('inbox.sidePanel.history')}
        </Tabs.Tab>
        <Tabs.Tab value="notes" px={6} fz="sm">
          {t('inbox.sidePanel.notes', { count: protocol.notes.length })}
        </Tabs.Tab>
        <Tabs.Tab value="timeline" px={6} fz="sm">
          {t('inbox.sidePanel.timeline')}
        </Tabs.Tab>
      </Tabs.List>
      <ScrollArea style={{ flex: 1 }} p="sm" type="auto">
        <Tabs.Panel value="customer">
          <Stack gap="md">
            <CustomerCard key={protocol.id} protocol={protocol} />
            <Divider />
            <Title order={3} size="h6">
              {t('inbox.tags.title')}
            </Title>
            <TagsSection protocol={protocol} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <CustomerHistory protocol={protocol} />
        </Tabs.Panel>
        <Tabs.Panel value="notes">
          <NotesSection protocol={protocol} />
        </Tabs.Panel>
        <Tabs.Panel value="timeline">
          <ProtocolTimeline protocolId={protocol.id} />
        </Tabs.Panel>
      </ScrollArea>
    </Tabs>
  );
}
