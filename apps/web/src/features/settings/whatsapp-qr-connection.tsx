import {
  connectWhatsappQr,
  disconnectWhatsappQr,
  readWhatsappQrConnection,
  type WhatsappQrConnection,
} from '@contact/domain/channels';
import { Alert, Badge, Button, Fieldset, Group, Image, Stack, Text } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http-client';
import { reportError } from '../../ui/forms/report-error';
import type { SettingsRecord } from './section-api';
import { whatsappQrKeys } from './whatsapp-qr-keys';

/** While a QR code waits to be scanned, the state is read again this often (the realtime event is quicker). */
const pairingPollMs = 4_000;

const statusColor = { disconnected: 'gray', pairing: 'yellow', connected: 'green' } as const;

/**
 * The "Conectar" panel of a saved QR-code WhatsApp number: its state, the QR code to scan while
 * pairing (kept fresh by the `channel:connection` event, else by polling), and disconnecting.
 */
export function WhatsappQrConnectionPanel({ record }: { record: SettingsRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = whatsappQrKeys.connection(record.id);
  const connection = useQuery({
    queryKey: key,
    queryFn: () => call(readWhatsappQrConnection, { params: { id: record.id } }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'pairing' ? pairingPollMs : false),
  });
  const keep = (next: WhatsappQrConnection) => queryClient.setQueryData(key, next);
  const connect = useMutation({
    mutationFn: () => call(connectWhatsappQr, { params: { id: record.id } }),
    onSuccess: keep,
    onError: (error) => reportError(error),
  });
  const disconnect = useMutation({
    mutationFn: () => call(disconnectWhatsappQr, { params: { id: record.id } }),
    onSuccess: keep,
    onError: (error) => reportError(error),
  });
  const current = connection.data;
  const status =
    current?.status ?? (record.status === 'connected' || record.status === 'pairing' ? record.status : 'disconnected');

  return (
    <Fieldset legend={t('settings.whatsappQr.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Badge color={statusColor[status]} variant="light" size="lg">
            {t(`settings.whatsappQr.status.${status}`)}
          </Badge>
          {status === 'connected' ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconPlugConnectedX size={16} aria-hidden />}
              loading={disconnect.isPending}
              onClick={() => disconnect.mutate()}
            >
              {t('settings.whatsappQr.disconnect')}
            </Button>
          ) : (
            <Button
              leftSection={<IconPlugConnected size={16} aria-hidden />}
              loading={connect.isPending}
              onClick={() => connect.mutate()}
            >
              {t('settings.whatsappQr.connect')}
            </Button>
          )}
        </Group>
        {connection.error && (
          <Alert color="red" variant="light">
            {connection.error.message}
          </Alert>
        )}
        {status === 'pairing' && current?.qr && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('settings.whatsappQr.help')}</Text>
            <Image src={current.qr} alt={t('settings.whatsappQr.qrAlt')} w={240} h={240} fit="contain" />
            {current.pairing_code && (
              <Text size="sm">{t('settings.whatsappQr.pairingCode', { code: current.pairing_code })}</Text>
            )}
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}
