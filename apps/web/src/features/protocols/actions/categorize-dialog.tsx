import type { ProtocolDetail } from '@contact/domain/protocols';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../api/http-error';
import { Dialog } from '../../../ui/dialog';
import { reportError } from '../../../ui/forms/report-error';
import { notifySuccess } from '../../../ui/notify';
import { Select } from '../../../ui/select';
import { tabulationsFor, useTabulations } from '../use-inbox-settings';
import { useCategorizeProtocol } from '../use-protocol-actions';

type CategorizeDialogProps = { protocol: ProtocolDetail; onClose: () => void };

/** Categorizes the protocol with a tabulation; its workflow goes back to pending (spec §4). */
export function CategorizeDialog({ protocol, onClose }: CategorizeDialogProps) {
  const { t } = useTranslation();
  const tabulations = useTabulations();
  const categorize = useCategorizeProtocol();
  const [tab, setTab] = useState<string | null>(protocol.tabulation_id ? String(protocol.tabulation_id) : null);
  const [error, setError] = useState<string | undefined>();
  const options = tabulationsFor(tabulations.data ?? [], protocol.department_id);

  async function handleSubmit(): Promise<void> {
    if (!tab) {
      setError(t('validation.required', { field: t('inbox.tabulation.tabulation') }));
      return;
    }
    setError(undefined);
    try {
      const result = await categorize.mutateAsync({ id: protocol.id, tab: Number(tab) });
      notifySuccess(result.message);
      onClose();
    } catch (failure) {
      if (isHttpError(failure)) setError(failure.fields.tab);
      reportError(failure);
    }
  }

  return (
    <Dialog opened title={t('inbox.categorize.title')} onClose={onClose}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('inbox.categorize.help')}
        </Text>
        {tabulations.error && (
          <Alert color="red" role="alert">
            {tabulations.error.message}
          </Alert>
        )}
        <Select
          label={t('inbox.tabulation.tabulation')}
          data={options.map((item) => ({ value: String(item.id), label: item.description }))}
          value={tab}
          onChange={setTab}
          error={error}
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void handleSubmit()} loading={categorize.isPending}>
            {t('inbox.categorize.submit')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
