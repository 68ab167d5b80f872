import { twoFactorRecoverBodySchema } from '@contact/domain/auth';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver } from '../../../ui/forms/domain-resolver';
import { reportError } from '../../../ui/forms/report-error';
import { useRecoverTwoFactor } from './use-verify-two-factor';

type RecoveryValues = { recoveryCode: string };

/** The sign-in step for a user without their app: one of the recovery codes they kept. */
export function RecoveryCodeForm() {
  const { t } = useTranslation();
  const recover = useRecoverTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryValues>({
    defaultValues: { recoveryCode: '' },
    resolver: domainResolver(twoFactorRecoverBodySchema),
  });

  async function handleCode({ recoveryCode }: RecoveryValues): Promise<void> {
    try {
      await recover.mutateAsync(recoveryCode);
    } catch (error) {
      reportError(error, { setError, fields: ['recoveryCode'] });
    }
  }

  return (
    <form onSubmit={handleSubmit(handleCode)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.twoFactor.recoveryCode')}
          description={t('auth.twoFactor.recoveryCodeHelp')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={13}
          data-autofocus
          error={errors.recoveryCode?.message}
          {...register('recoveryCode')}
        />
        <Button type="submit" loading={isSubmitting}>
          {t('auth.twoFactor.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
