import type { ProtocolDetail } from '@contact/domain/protocols';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../api/http-error';
import { Dialog } from '../../../ui/dialog';
import { reportError } from '../../../ui/forms/report-error';
import { notifySuccess } from '../../../ui/notify';
import { useAddNote } from '../use-protocol-actions';

type NoteDialogProps = { protocol: ProtocolDetail; onClose: () => void };

/** An internal note on the protocol: seen by the team, never sent to the customer. */
export function NoteDialog({ protocol, onClose }: NoteDialogProps) {
  const { t } = useTranslation();
  const addNote = useAddNote();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function handleSave(): Promise<void> {
    if (!text.trim()) {
      setError(t('validation.required', { field: t('inbox.note.label') }));
      return;
    }
    try {
      await addNote.mutateAsync({ protocol_id: protocol.id, text: text.trim() });
      notifySuccess(t('inbox.note.added'));
      onClose();
    } catch (failure) {
      if (isHttpError(failure)) setError(failure.fields.text);
      reportError(failure);
    }
  }

  return (
    <Dialog opened title={t('inbox.note.title')} onClose={onClose}>
      <Stack gap="md">
        <Textarea
          label={t('inbox.note.label')}
          description={t('inbox.composer.noteHint')}
          autosize
          minRows={4}
          maxLength={4000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void handleSave()} loading={addNote.isPending}>
            {t('inbox.composer.addNote')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
