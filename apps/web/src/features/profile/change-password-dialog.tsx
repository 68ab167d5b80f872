import { changePassword, changePasswordSchema } from '@contact/domain/auth';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http-client';
import { Dialog } from '../../ui/dialog';
import { domainResolver } from '../../ui/forms/domain-resolver';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';

type ChangePasswordDialogProps = { onClose: () => void };
type PasswordValues = { currentPassword: string; password: string; repeatPassword: string };

/** Current password, the new one and its repetition, which must match. */
export function ChangePasswordDialog({ onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', password: '', repeatPassword: '' },
    resolver: domainResolver(changePasswordSchema),
  });

  async function handleChange(values: PasswordValues): Promise<void> {
    try {
      await call(changePassword, { body: values });
      notifySuccess(t('profile.passwordChanged'));
      onClose();
    } catch (error) {
      reportError(error, { setError, fields: ['currentPassword', 'password', 'repeatPassword'] });
    }
  }

  return (
    <Dialog opened title={t('userMenu.changePassword')} onClose={onClose}>
      <form onSubmit={handleSubmit(handleChange)} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t('profile.currentPassword')}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordInput
            label={t('profile.newPassword')}
            description={t('auth.reset.passwordHint')}
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label={t('profile.repeatPassword')}
            autoComplete="new-password"
            error={errors.repeatPassword?.message}
            {...register('repeatPassword')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
