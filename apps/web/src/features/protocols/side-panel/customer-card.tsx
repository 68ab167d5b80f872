import type { ProtocolDetail } from '@contact/domain/protocols';
import { displayPhone } from '@contact/domain/channels';
import { formatPhone } from '@contact/domain/validation';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../api/http-error';
import { reportError } from '../../../ui/forms/report-error';
import { notifySuccess } from '../../../ui/notify';
import { useUpdateCustomer } from '../use-protocol-actions';

type Values = { name: string; phone: string; email: string; tax_id: string };
type Errors = Partial<Record<keyof Values, string>>;

/** The first customer of the protocol, editable: name, phone, e-mail and CPF/CNPJ. */
export function CustomerCard({ protocol }: { protocol: ProtocolDetail }) {
  const { t } = useTranslation();
  const customer = protocol.customers[0];
  const update = useUpdateCustomer();
  const [values, setValues] = useState<Values>({
    name: customer?.name ?? '',
    phone: formatPhone(customer?.phone ? displayPhone(customer.phone) : ''),
    email: customer?.email ?? '',
    tax_id: customer?.tax_id ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  if (!customer) {
    return (
      <Text size="sm" c="dimmed">
        {t('inbox.customer.none')}
      </Text>
    );
  }
  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));
  const orNull = (value: string) => (value.trim() ? value.trim() : null);

  async function handleSave(): Promise<void> {
    setErrors({});
    try {
      await update.mutateAsync({
        protocol_id: protocol.id,
        name: values.name.trim(),
        phone: orNull(values.phone),
        email: orNull(values.email),
        tax_id: orNull(values.tax_id),
      });
      notifySuccess(t('inbox.customer.saved'));
    } catch (error) {
      if (isHttpError(error)) setErrors(error.fields);
      reportError(error);
    }
  }

  return (
    <form
      noValidate
      aria-label={t('inbox.customer.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSave();
      }}
    >
      <Stack gap="xs">
        <TextInput
          size="xs"
          label={t('inbox.customer.name')}
          value={values.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={errors.name}
        />
        <TextInput
          size="xs"
          type="tel"
          label={t('inbox.customer.phone')}
          value={values.phone}
          onChange={(event) => set({ phone: formatPhone(event.currentTarget.value) })}
          error={errors.phone}
        />
        <TextInput
          size="xs"
          type="email"
          label={t('inbox.customer.email')}
          value={values.email}
          onChange={(event) => set({ email: event.currentTarget.value })}
          error={errors.email}
        />
        <TextInput
          size="xs"
          label={t('inbox.customer.taxId')}
          value={values.tax_id}
          onChange={(event) => set({ tax_id: event.currentTarget.value })}
          error={errors.tax_id}
        />
        <Button size="xs" type="submit" loading={update.isPending}>
          {t('common.save')}
        </Button>
      </Stack>
    </form>
  );
}
