import { canonicalPhone, displayPhone } from '@contact/domain/channels';
import { callablePhones, callMe, type ProtocolDetail } from '@contact/domain/protocols';
import { Alert, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http-client';
import { isHttpError } from '../../../api/http-error';
import { notifySuccess } from '../../../ui/notify';
import { ActionFormDialog } from './action-form-dialog';

type CallMeDialogProps = { protocol: ProtocolDetail; onClose: () => void };

/** The radio value of the typed number, apart from the customer's numbers (which start with +). */
const otherNumber = 'other';

/**
 * "Me ligue": the dialer rings the agent's extension, then the number chosen here: one of
 * the customer's, or another the agent types.
 */
export function CallMeDialog({ protocol, onClose }: CallMeDialogProps) {
  const { t } = useTranslation();
  const numbers = useMemo(() => callablePhones(protocol), [protocol]);
  const [choice, setChoice] = useState(numbers[0] ?? otherNumber);
  const [typed, setTyped] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const placeCall = useMutation({
    mutationFn: (phone: string) => call(callMe, { body: { protocol_id: protocol.id, phone } }),
  });

  /** The number to call, or null after showing why the typed one cannot be called. */
  function chosenPhone(): string | null {
    if (choice !== otherNumber) return choice;
    const phone = typed.trim();
    const problem = !phone
      ? t('validation.required', { field: t('inbox.callMe.otherPhone') })
      : canonicalPhone(phone) === null
        ? t('validation.invalidCallPhone')
        : undefined;
    setPhoneError(problem);
    return problem ? null : phone;
  }

  async function handleSubmit(): Promise<void> {
    setFailure(null);
    const phone = chosenPhone();
    if (phone === null) return;
    try {
      const answer = await placeCall.mutateAsync(phone);
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      if (!isHttpError(error)) {
        setFailure(t('http.unexpected'));
        return;
      }
      if (error.fields.phone && choice === otherNumber) setPhoneError(error.fields.phone);
      setFailure([error.message, ...Object.values(error.fields)].join(' '));
    }
  }

  return (
    <ActionFormDialog
      title={t('inbox.callMe.title')}
      submitLabel={t('inbox.callMe.submit')}
      pending={placeCall.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Text size="sm" c="dimmed">
        {t('inbox.callMe.help')}
      </Text>
      {numbers.length === 0 && <Text size="sm">{t('inbox.callMe.noNumbers')}</Text>}
      <Radio.Group label={t('inbox.callMe.numbers')} value={choice} onChange={setChoice}>
        <Stack gap="xs" mt="xs">
          {numbers.map((phone) => (
            <Radio key={phone} value={phone} label={displayPhone(phone)} />
          ))}
          <Radio value={otherNumber} label={t('inbox.callMe.other')} />
        </Stack>
      </Radio.Group>
      {choice === otherNumber && (
        <TextInput
          label={t('inbox.callMe.otherPhone')}
          withAsterisk
          type="tel"
          inputMode="tel"
          placeholder="(11) 98765-4321"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={phoneError}
          data-autofocus
        />
      )}
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
    </ActionFormDialog>
  );
}
