import { Alert, Loader, Stack, Text, TextInput, UnstyledButton, Group } from '@mantine/core';
import { IconSearch, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@contact/domain/validation';
import type { Protocol } from '@contact/domain/protocols';
import { useCustomerSearch } from './use-new-protocol';
import { nationalDigits } from './wizard-form';

type CustomerStepProps = { chosen: string | null; onPick: (protocol: Protocol) => void };

/** searchCustomer: existing customers found through their earlier protocols. */
export function CustomerStep({ chosen, onPick }: CustomerStepProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const found = useCustomerSearch(search);

  return (
    <Stack gap="sm">
      <TextInput
        label={t('newProtocol.search')}
        description={t('newProtocol.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      {found.isFetching && <Loader size="sm" aria-label={t('app.loading')} />}
      {found.error && <Alert color="red">{found.error.message}</Alert>}
      {found.data && found.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('newProtocol.noCustomers')}
        </Text>
      )}
      {found.data?.map((protocol) => {
        const name = protocol.customer_name ?? protocol.number;
        return (
          <UnstyledButton
            key={protocol.id}
            onClick={() => onPick(protocol)}
            aria-label={t('newProtocol.pickCustomer', { name })}
            p="xs"
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Group gap="sm" wrap="nowrap">
              <IconUser size={18} aria-hidden />
              <div>
                <Text size="sm" fw={600}>
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {protocol.protocol_phone
                    ? formatPhone(nationalDigits(protocol.protocol_phone))
                    : `#${protocol.number}`}
                </Text>
              </div>
            </Group>
          </UnstyledButton>
        );
      })}
      {chosen && (
        <Alert color="green" variant="light">
          {t('newProtocol.chosenCustomer', { name: chosen })}
        </Alert>
      )}
    </Stack>
  );
}
