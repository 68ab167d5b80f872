import { Card, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListsProps } from './list-extras';
import { useVendorUsers } from './use-users-admin';

/**
 * The company's users, and for vendor staff a second tab with the vendor's own users, who
 * are left out of the first list (spec backoffice §6).
 */
export function UsersLists({ own, renderTable }: ListsProps) {
  const { t } = useTranslation();
  const vendor = useVendorUsers();
  if (!vendor.data) return own;
  return (
    <Tabs defaultValue="own" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="own">{t('settings.users.own')}</Tabs.Tab>
        <Tabs.Tab value="vendor">{t('settings.users.vendor')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="own">{own}</Tabs.Panel>
      <Tabs.Panel value="vendor">
        <Card withBorder padding="md">
          <Stack gap="md">
            {vendor.data.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('settings.list.empty')}
              </Text>
            ) : (
              renderTable(vendor.data)
            )}
            <Text size="sm" c="dimmed">
              {t('settings.list.total', { count: vendor.data.length })}
            </Text>
          </Stack>
        </Card>
      </Tabs.Panel>
    </Tabs>
  );
}
