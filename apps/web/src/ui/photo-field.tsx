import { photoTypes } from '@contact/domain/users';
import { Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from './user-avatar';

type PhotoFieldProps = {
  name: string;
  photoUrl: string | null;
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
};

/**
 * A user's photo (own profile, user administration): the current one or a preview of the
 * file chosen, and the button to choose.
 */
export function PhotoField({ name, photoUrl, file, error, onChange }: PhotoFieldProps) {
  const { t } = useTranslation();
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Input.Wrapper label={t('profile.photo')} description={t('profile.photoHint')} error={error}>
      <Group mt="xs" gap="md">
        <UserAvatar name={name} photoUrl={preview ?? photoUrl} size={72} />
        <Stack gap={4}>
          <FileButton onChange={onChange} accept={photoTypes.join(',')}>
            {(props) => (
              <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} {...props}>
                {t('profile.choosePhoto')}
              </Button>
            )}
          </FileButton>
          {file && (
            <Text size="xs" c="dimmed" aria-label={t('profile.photoPreview')}>
              {file.name}
            </Text>
          )}
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
