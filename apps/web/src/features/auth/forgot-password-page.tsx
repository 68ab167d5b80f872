import { forgotPassword } from '@contact/domain/auth';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/http-client';
import { paths } from '../../session/paths';
import { domainResolver } from '../../ui/forms/domain-resolver';
import { reportError } from '../../ui/forms/report-error';

type ForgotValues = { email: string };

/** Asks for a reset link; the answer never tells whether the e-mail exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ defaultValues: { email: '' }, resolver: domainResolver(forgotPassword.body) });

  async function handleSend(values: ForgotValues): Promise<void> {
    try {
      await call(forgotPassword, { body: values });
      setSent(true);
    } catch (error) {
      reportError(error, { setError, fields: ['email'] });
    }
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('auth.forgot.title')}
      </Title>
      {sent ? (
        <Alert color="green" role="status">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={handleSubmit(handleSend)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('auth.forgot.help')}
            </Text>
            <TextInput
              label={t('auth.login.email')}
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...register('email')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={paths.login} size="sm">
        {t('auth.forgot.backToLogin')}
      </Anchor>
    </Stack>
  );
}
