import type { ProtocolDetail } from '@contact/domain/protocols';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { reportError } from '../../../ui/forms/report-error';
import { notifySuccess } from '../../../ui/notify';
import { MultiSelect } from '../../../ui/select';
import { useTags } from '../use-inbox-settings';
import { useTagProtocol } from '../use-protocol-actions';

type TagsDialogProps = { protocol: ProtocolDetail; onClose: () => void };

/** Adds and removes the company's tags on the protocol. */
export function TagsDialog({ protocol, onClose }: TagsDialogProps) {
  const { t } = useTranslation();
  const tags = useTags();
  const tag = useTagProtocol();
  const current = protocol.tags.map(({ id }) => String(id));
  const [chosen, setChosen] = useState<string[]>(current);

  async function handleSave(): Promise<void> {
    const added = chosen.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !chosen.includes(id));
    try {
      for (const id of added) await tag.mutateAsync({ id_tag: Number(id), id_protocol: protocol.id, add: true });
      for (const id of removed) await tag.mutateAsync({ id_tag: Number(id), id_protocol: protocol.id, add: false });
      notifySuccess(t('inbox.tags.saved'));
      onClose();
    } catch (error) {
      reportError(error);
    }
  }

  const known = new Set((tags.data ?? []).map((item) => String(item.id)));
  const data = [
    ...(tags.data ?? []).map((item) => ({ value: String(item.id), label: item.name })),
    ...current.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}` })),
  ];
  return (
    <Dialog opened title={t('inbox.tags.title')} onClose={onClose}>
      <Stack gap="md">
        {tags.error && (
          <Alert color="red" role="alert">
            {tags.error.message}
          </Alert>
        )}
        <MultiSelect label={t('inbox.tags.label')} data={data} value={chosen} onChange={setChosen} clearable />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void handleSave()} loading={tag.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
