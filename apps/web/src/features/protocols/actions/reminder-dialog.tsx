import type { ProtocolDetail } from '@contact/domain/protocols';
import { FileInput, Textarea } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../ui/notify';
import { useScheduleReminder } from '../use-protocol-actions';
import { localToIso } from './schedule-fields';
import { ActionFormDialog, useFieldErrors } from './action-form-dialog';
import { WhenInput } from './when-input';

type ReminderDialogProps = { protocol: ProtocolDetail; onClose: () => void };
type Field = 'text' | 'date' | 'file';

/** A reminder to oneself about the protocol (POST /scheduling: protocol_id, text, date, file). */
export function ReminderDialog({ protocol, onClose }: ReminderDialogProps) {
  const { t } = useTranslation();
  const schedule = useScheduleReminder();
  const [text, setText] = useState('');
  const [date, setDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const { errors, setErrors, refused } = useFieldErrors<Field>();

  async function handleSubmit(): Promise<void> {
    const required: Partial<Record<Field, string>> = {};
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
      refused(error);
    }
  }

  return (
    <ActionFormDialog
      title={t('inbox.reminder.title')}
      submitLabel={t('inbox.reminder.submit')}
      pending={schedule.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
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
      <WhenInput label={t('inbox.reminder.date')} value={date} onChange={setDate} error={errors.date} />
      <FileInput
        label={t('inbox.reminder.file')}
        placeholder={t('inbox.reminder.filePlaceholder')}
        leftSection={<IconPaperclip size={16} aria-hidden />}
        clearable
        value={file}
        onChange={setFile}
        error={errors.file}
      />
    </ActionFormDialog>
  );
}
