import type { ProtocolDetail } from '@contact/domain/protocols';
import { Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../ui/notify';
import { useScheduleCall } from '../use-protocol-actions';
import { localToIso, phoneForForm } from './schedule-fields';
import { ActionFormDialog, useFieldErrors } from './action-form-dialog';
import { WhenInput } from './when-input';

type ScheduleCallDialogProps = { protocol: ProtocolDetail; onClose: () => void };
type Field = 'phone' | 'date' | 'note';

/** Spec §5: a call back needs the phone and the date/time; the note is optional. */
export function ScheduleCallDialog({ protocol, onClose }: ScheduleCallDialogProps) {
  const { t } = useTranslation();
  const schedule = useScheduleCall();
  const [phone, setPhone] = useState(() => phoneForForm(protocol.protocol_phone ?? protocol.customers[0]?.phone));
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const { errors, setErrors, refused } = useFieldErrors<Field>();

  async function handleSubmit(): Promise<void> {
    const required: Partial<Record<Field, string>> = {};
    if (!phone.trim()) required.phone = t('validation.required', { field: t('inbox.schedule.phone') });
    const iso = localToIso(date);
    if (!iso) required.date = t('validation.required', { field: t('inbox.schedule.date') });
    setErrors(required);
    if (!iso || required.phone) return;
    try {
      await schedule.mutateAsync({ protocol_id: protocol.id, phone: phone.trim(), date: iso, note: note.trim() });
      notifySuccess(t('inbox.schedule.done'));
      onClose();
    } catch (error) {
      refused(error);
    }
  }

  return (
    <ActionFormDialog
      title={t('inbox.schedule.title')}
      submitLabel={t('inbox.schedule.submit')}
      pending={schedule.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <TextInput
        label={t('inbox.schedule.phone')}
        withAsterisk
        type="tel"
        inputMode="tel"
        placeholder="(11) 98765-4321"
        value={phone}
        onChange={(event) => setPhone(event.currentTarget.value)}
        error={errors.phone}
        data-autofocus
      />
      <WhenInput label={t('inbox.schedule.date')} value={date} onChange={setDate} error={errors.date} />
      <Textarea
        label={t('inbox.schedule.note')}
        autosize
        minRows={3}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={errors.note}
      />
    </ActionFormDialog>
  );
}
