import { listWeonCampaigns } from '@contact/domain/settings';
import { ActionIcon, Alert, Badge, Group, Loader, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http-client';
import type { SettingsRecord } from './section-api';
import { settingsKeys } from './settings-keys';

/** A saved WeOn dialer's campaigns under its settings form; other providers show nothing more. */
export function WeonCampaigns({ record }: { record: SettingsRecord }) {
  if (record.provider !== 'weon') return null;
  return <WeonCampaignList dialerId={record.id} />;
}

/** The campaigns read live from the dialer, with a refresh: a list proves the connection works. */
function WeonCampaignList({ dialerId }: { dialerId: number }) {
  const { t } = useTranslation();
  const campaigns = useQuery({
    queryKey: settingsKeys.weonCampaigns(dialerId),
    queryFn: ({ signal }) => call(listWeonCampaigns, { query: { dialer_id: dialerId }, signal }),
    retry: false,
  });
  const refreshLabel = t('settings.dialerCampaigns.refresh');
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} size="h5">
          {t('settings.dialerCampaigns.title')}
        </Title>
        <Tooltip label={refreshLabel}>
          <ActionIcon
            variant="subtle"
            aria-label={refreshLabel}
            loading={campaigns.isFetching}
            onClick={() => void campaigns.refetch()}
          >
            <IconRefresh size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Text size="sm" c="dimmed">
        {t('settings.dialerCampaigns.help')}
      </Text>
      {campaigns.isPending && <Loader size="sm" />}
      {campaigns.isError && !campaigns.isFetching && (
        <Alert color="red" role="alert">
          {campaigns.error.message}
        </Alert>
      )}
      {campaigns.data?.length === 0 && <Text size="sm">{t('settings.dialerCampaigns.empty')}</Text>}
      {!!campaigns.data?.length && (
        <Table striped withTableBorder>
          <Table.Tbody>
            {campaigns.data.map((campaign) => (
              <Table.Tr key={campaign.id}>
                <Table.Td>{campaign.name}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {campaign.id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={campaign.active ? 'green' : 'gray'}>
                    {t(campaign.active ? 'settings.dialerCampaigns.active' : 'settings.dialerCampaigns.inactive')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
