import { resetPassword, resetPasswordSchema } from '@contact/domain/auth';
import { Alert, Anchor, Button, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../api/http-client';
import { paths } from '../../session/paths';
import { domainResolver } from '../../ui/forms/domain-resolver';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';

type ResetValues = { password: string; repeatPassword: string };

/** The page of the e-mailed link /redefinir-senha?token=…: a new password, typed twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    defaultValues: { password: '', repeatPassword: '' },
    resolver: domainResolver(resetPasswordSchema, (values: ResetValues) => ({ ...values, token })),
  });

  async function handleReset(values: ResetValues): Promise<void> {
    try {
      await call(resetPassword, { body: { ...values, token } });
      notifySuccess(t('auth.reset.done'));
      await navigate(paths.login, { replace: true });
    } catch (error) {
      reportError(error, { setError, fields: ['password', 'repeatPassword'] });
    }
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('auth.reset.title')}
      </Title>
      {token ? (
        <form onSubmit={handleSubmit(handleReset)} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t('auth.reset.password')}
              description={t('auth.reset.passwordHint')}
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password')}
            />
            <PasswordInput
              label={t('auth.reset.repeatPassword')}
              autoComplete="new-password"
              error={errors.repeatPassword?.message}
              {...register('repeatPassword')}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              {t('auth.reset.submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Alert color="orange" role="alert">
          {t('auth.reset.missingToken')}
        </Alert>
      )}
      <Anchor component={Link} to={token ? paths.login : paths.forgotPassword} size="sm">
        {token ? t('auth.forgot.backToLogin') : t('auth.reset.requestNew')}
      </Anchor>
    </Stack>
  );
}
