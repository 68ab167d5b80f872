import type { ProtocolDetail } from '@contact/domain/protocols';
import { Button, FileInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../api/http-error';
import { Dialog } from '../../../ui/dialog';
import { reportError } from '../../../ui/forms/report-error';
import { notifySuccess } from '../../../ui/notify';
import { useScheduleReminder } from '../use-protocol-actions';
import { localNow, localToIso } from './schedule-fields';

type ReminderDialogProps = { protocol: ProtocolDetail; onClose: () => void };
type FieldErrors = Partial<Record<'text' | 'date' | 'file', string>>;

/** A reminder to oneself about the protocol (POST /scheduling: protocol_id, text, date, file). */
export function ReminderDialog({ protocol, onClose }: ReminderDialogProps) {
  const { t } = useTranslation();
  const schedule = useScheduleReminder();
  const [text, setText] = useState('');
  const [date, setDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(): Promise<void> {
    const required: FieldErrors = {};
    if (!text.trim()) required.text = t('validation.required', { field: t('inbox.reminder.text') });
    const iso = localToIso(date);
    if (!iso) required.date = t('validation.required', { field: t('inbox.reminder.date') });
    setErrors(required);
    if (!iso || required.text) return;
    try {
      await schedule.mutateAsync({ protocol_id: protocol.id, text: text.trim(), date: iso, file });
      notifySuccess(t('inbox.reminder.done'));
      onClose();
    } catch (error) {
      if (isHttpError(error)) setErrors(error.fields);
      reportError(error);
    }
  }

  return (
    <Dialog opened title={t('inbox.reminder.title')} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('inbox.reminder.text')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={1000}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={errors.text}
            data-autofocus
          />
          <TextInput
            label={t('inbox.reminder.date')}
            withAsterisk
            type="datetime-local"
            min={localNow()}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={errors.date}
          />
          <FileInput
            label={t('inbox.reminder.file')}
            placeholder={t('inbox.reminder.filePlaceholder')}
            leftSection={<IconPaperclip size={16} aria-hidden />}
            clearable
            value={file}
            onChange={setFile}
            error={errors.file}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={schedule.isPending}>
              {t('inbox.reminder.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
