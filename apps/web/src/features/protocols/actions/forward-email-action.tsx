import { forwardProtocolEmail } from '@contact/domain/channels';
import type { ProtocolDetail } from '@contact/domain/protocols';
import { ActionIcon, Checkbox, TextInput, Textarea } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http-client';
import { notifySuccess } from '../../../ui/notify';
import { ActionFormDialog, useFieldErrors } from './action-form-dialog';

type ForwardEmailDialogProps = { protocol: ProtocolDetail; onClose: () => void };

/** Forwards the e-mail protocol's conversation to an address, with a copy and the history (spec: forward e-mail). */
function ForwardEmailDialog({ protocol, onClose }: ForwardEmailDialogProps) {
  const { t } = useTranslation();
  const forward = useMutation({
    mutationFn: (body: {
      protocol_id: number;
      email: string;
      email_copy: string;
      forward_email_history: boolean;
      note: string;
    }) => call(forwardProtocolEmail, { body }),
  });
  const [email, setEmail] = useState('');
  const [copy, setCopy] = useState('');
  const [history, setHistory] = useState(true);
  const [note, setNote] = useState('');
  const { errors, setErrors, refused } = useFieldErrors<'email' | 'email_copy' | 'note' | 'protocol_id'>();

  async function handleSend(): Promise<void> {
    if (!email.trim()) {
      setErrors({ email: t('validation.required', { field: t('inbox.forwardEmail.to') }) });
      return;
    }
    try {
      await forward.mutateAsync({
        protocol_id: protocol.id,
        email: email.trim(),
        email_copy: copy.trim(),
        forward_email_history: history,
        note: note.trim(),
      });
      notifySuccess(t('inbox.forwardEmail.sent'));
      onClose();
    } catch (failure) {
      refused(failure);
    }
  }

  return (
    <ActionFormDialog
      title={t('inbox.forwardEmail.title')}
      submitLabel={t('inbox.forwardEmail.submit')}
      pending={forward.isPending}
      onSubmit={handleSend}
      onClose={onClose}
    >
      <TextInput
        type="email"
        label={t('inbox.forwardEmail.to')}
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={errors.email ?? errors.protocol_id}
        required
        data-autofocus
      />
      <TextInput
        type="email"
        label={t('inbox.forwardEmail.copy')}
        value={copy}
        onChange={(event) => setCopy(event.currentTarget.value)}
        error={errors.email_copy}
      />
      <Checkbox
        label={t('inbox.forwardEmail.history')}
        checked={history}
        onChange={(event) => setHistory(event.currentTarget.checked)}
      />
      <Textarea
        label={t('inbox.forwardEmail.note')}
        autosize
        minRows={3}
        maxLength={4000}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={errors.note}
      />
    </ActionFormDialog>
  );
}

/** The forward button of an e-mail protocol, with its dialog. */
export function ForwardEmailAction({ protocol }: { protocol: ProtocolDetail }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon variant="default" size="md" aria-label={t('inbox.forwardEmail.open')} onClick={() => setOpened(true)}>
        <IconMailForward size={16} aria-hidden />
      </ActionIcon>
      {opened && <ForwardEmailDialog protocol={protocol} onClose={() => setOpened(false)} />}
    </>
  );
}
