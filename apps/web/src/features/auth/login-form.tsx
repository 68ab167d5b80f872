import { login, loginSchema, type Session } from '@contact/domain/auth';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../api/http-client';
import { paths } from '../../session/paths';
import { domainResolver } from '../../ui/forms/domain-resolver';
import { reportError } from '../../ui/forms/report-error';
import { clearNotices } from '../../ui/notify';

type LoginValues = { email: string; password: string; stayConnected: boolean };

type LoginFormProps = {
  onSignedIn: (session: Session, stayConnected: boolean) => void;
};

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    defaultValues: { email: '', password: '', stayConnected: false },
    resolver: domainResolver(loginSchema),
  });

  async function handleLogin(values: LoginValues): Promise<void> {
    try {
      const session = await call(login, { body: values });
      clearNotices();
      onSignedIn(session, values.stayConnected);
    } catch (error) {
      reportError(error, { setError, fields: ['email', 'password', 'stayConnected'] });
    }
  }

  return (
    <form onSubmit={handleSubmit(handleLogin)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('auth.login.email')}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={t('auth.login.password')}
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="space-between">
          <Checkbox label={t('auth.login.stayConnected')} {...register('stayConnected')} />
          <Anchor component={Link} to={paths.forgotPassword} size="sm">
            {t('auth.login.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
