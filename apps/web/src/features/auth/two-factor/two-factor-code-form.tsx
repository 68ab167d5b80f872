import { twoFactorCodeBodySchema } from '@contact/domain/auth';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver } from '../../../ui/forms/domain-resolver';
import { reportError } from '../../../ui/forms/report-error';

type CodeValues = { code: string };

type TwoFactorCodeFormProps = {
  submitLabel: string;
  /** Sends the code; a failure shows the server's messages on the form. */
  onSubmitCode: (code: string) => Promise<unknown>;
  submitColor?: string;
};

/** The 6-digit code of the authenticator app. */
export function TwoFactorCodeForm({ submitLabel, onSubmitCode, submitColor }: TwoFactorCodeFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ defaultValues: { code: '' }, resolver: domainResolver(twoFactorCodeBodySchema) });

  async function handleCode({ code }: CodeValues): Promise<void> {
    try {
      await onSubmitCode(code);
    } catch (error) {
      reportError(error, { setError, fields: ['code'] });
    }
  }

  return (
    <form onSubmit={handleSubmit(handleCode)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('auth.twoFactor.code')}
          description={t('auth.twoFactor.codeHelp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          data-autofocus
          error={errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" loading={isSubmitting} color={submitColor}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
