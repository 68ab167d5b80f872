import type { ProtocolDetail } from '@contact/domain/protocols';
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../api/http-error';
import { Dialog } from '../../../ui/dialog';
import { reportError } from '../../../ui/forms/report-error';
import { notifySuccess } from '../../../ui/notify';
import { useScheduleCall } from '../use-protocol-actions';
import { localNow, localToIso, phoneForForm } from './schedule-fields';

type ScheduleCallDialogProps = { protocol: ProtocolDetail; onClose: () => void };
type FieldErrors = Partial<Record<'phone' | 'date' | 'note', string>>;

/** Spec §5: a call back needs the phone and the date/time; the note is optional. */
export function ScheduleCallDialog({ protocol, onClose }: ScheduleCallDialogProps) {
  const { t } = useTranslation();
  const schedule = useScheduleCall();
  const [phone, setPhone] = useState(() => phoneForForm(protocol.protocol_phone ?? protocol.customers[0]?.phone));
  const [date, setDate] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function handleSubmit(): Promise<void> {
    const required: FieldErrors = {};
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
      if (isHttpError(error)) setErrors(error.fields);
      reportError(error);
    }
  }

  return (
    <Dialog opened title={t('inbox.schedule.title')} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <Stack gap="md">
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
          <TextInput
            label={t('inbox.schedule.date')}
            withAsterisk
            type="datetime-local"
            min={localNow()}
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
            error={errors.date}
          />
          <Textarea
            label={t('inbox.schedule.note')}
            autosize
            minRows={3}
            maxLength={1000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={schedule.isPending}>
              {t('inbox.schedule.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
