import { profileUpdateSchema, type CurrentUser } from '@contact/domain/users';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { domainResolver } from '../../ui/forms/domain-resolver';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';
import { useUpdateProfile } from './use-update-profile';

type EmailSignatureDialogProps = { user: CurrentUser; onClose: () => void };
type SignatureValues = { emailSignature: string };

/** The text added at the end of the e-mails the user sends. */
export function EmailSignatureDialog({ user, onClose }: EmailSignatureDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignatureValues>({
    defaultValues: { emailSignature: user.emailSignature },
    resolver: domainResolver(profileUpdateSchema),
  });

  async function handleSave(values: SignatureValues): Promise<void> {
    try {
      await update.mutateAsync(values);
      notifySuccess(t('profile.saved'));
      onClose();
    } catch (error) {
      reportError(error, { setError, fields: ['emailSignature'] });
    }
  }

  return (
    <Dialog opened title={t('userMenu.emailSignature')} onClose={onClose}>
      <form onSubmit={handleSubmit(handleSave)} noValidate>
        <Stack gap="md">
          <Textarea
            label={t('profile.signature')}
            description={t('profile.signatureHint')}
            autosize
            minRows={4}
            maxRows={12}
            error={errors.emailSignature?.message}
            {...register('emailSignature')}
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
