import { profileUpdateSchema, type CurrentUser } from '@contact/domain/users';
import { formatPhone } from '@contact/domain/validation';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { domainResolver } from '../../ui/forms/domain-resolver';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';
import { PhotoField } from '../../ui/photo-field';
import { photoLimits, photoProblem } from '../../ui/photo-rules';
import { useUpdateProfile } from './use-update-profile';
import { useUploadPhoto } from './use-upload-photo';

type EditProfileDialogProps = { user: CurrentUser; onClose: () => void };
type ProfileValues = { name: string; phone: string };

/** An empty phone clears it; anything else must follow the (DD) 9XXXX-XXXX mask. */
function toChanges({ name, phone }: ProfileValues) {
  return { name, phone: phone.trim() === '' ? null : phone };
}

/** Name, phone and photo of the signed-in user. */
export function EditProfileDialog({ user, onClose }: EditProfileDialogProps) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const upload = useUploadPhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileValues>({
    defaultValues: { name: user.name, phone: formatPhone(user.phone ?? '') },
    resolver: domainResolver(profileUpdateSchema, toChanges),
  });

  function handlePhoto(file: File | null): void {
    const problem = file && photoProblem(file);
    setPhotoError(problem ? t(problem, photoLimits) : null);
    setPhoto(problem ? null : file);
  }

  async function handleSave(values: ProfileValues): Promise<void> {
    try {
      if (isDirty) await update.mutateAsync(toChanges(values));
      if (photo) await upload.mutateAsync(photo);
      notifySuccess(t('profile.saved'));
      onClose();
    } catch (error) {
      reportError(error, { setError, fields: ['name', 'phone'] });
    }
  }

  return (
    <Dialog opened title={t('userMenu.editProfile')} onClose={onClose}>
      <form onSubmit={handleSubmit(handleSave)} noValidate>
        <Stack gap="md">
          <PhotoField
            name={user.name}
            photoUrl={user.photoUrl}
            file={photo}
            error={photoError}
            onChange={handlePhoto}
          />
          <TextInput label={t('profile.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
          <TextInput label={t('profile.email')} value={user.email} readOnly variant="filled" />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <TextInput
                label={t('profile.phone')}
                description={t('profile.phoneHint')}
                type="tel"
                autoComplete="tel-national"
                error={errors.phone?.message}
                {...field}
                onChange={(event) => field.onChange(formatPhone(event.currentTarget.value))}
              />
            )}
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
