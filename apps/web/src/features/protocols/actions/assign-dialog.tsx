import type { ProtocolDetail } from '@contact/domain/protocols';
import { seesOnlyOwnProtocols } from '@contact/domain/profiles';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../api/http-error';
import { Dialog } from '../../../ui/dialog';
import { reportError } from '../../../ui/forms/report-error';
import { Select } from '../../../ui/select';
import { notifySuccess } from '../../../ui/notify';
import { useUsers } from '../use-inbox-settings';
import { useAssignProtocol } from '../use-protocol-actions';

type AssignDialogProps = { protocol: ProtocolDetail; onClose: () => void };

/** A supervisor gives the protocol to an active operator of its department (PUT /protocol/assign). */
export function AssignDialog({ protocol, onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const users = useUsers();
  const assign = useAssignProtocol();
  const [userId, setUserId] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const options = (users.data ?? [])
    .filter(
      (item) =>
        item.active &&
        seesOnlyOwnProtocols(item.role) &&
        item.department.includes(protocol.department_id) &&
        item.id !== protocol.user_id,
    )
    .map((item) => ({ value: String(item.id), label: item.name }));

  async function handleSubmit(): Promise<void> {
    if (!userId) {
      setError(t('validation.required', { field: t('inbox.assign.user') }));
      return;
    }
    setError(undefined);
    try {
      const changed = await assign.mutateAsync({ protocol_id: protocol.id, user_id: Number(userId) });
      notifySuccess(t('inbox.assign.done', { name: changed.user_name ?? '' }));
      onClose();
    } catch (failure) {
      if (isHttpError(failure)) setError(failure.fields.user_id);
      reportError(failure);
    }
  }

  return (
    <Dialog opened title={t('inbox.assign.title')} onClose={onClose}>
      <Stack gap="md">
        <Select
          label={t('inbox.assign.user')}
          withAsterisk
          data={options}
          value={userId}
          onChange={setUserId}
          error={error}
        />
        {users.isSuccess && options.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('inbox.assign.none')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void handleSubmit()} loading={assign.isPending}>
            {t('inbox.assign.submit')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
