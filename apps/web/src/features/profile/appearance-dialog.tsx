import { fontSizeSchema, themeSchema, type FontSize, type Theme } from '@contact/domain/locales';
import type { CurrentUser } from '@contact/domain/users';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';
import { useUpdateProfile } from './use-update-profile';

type AppearanceDialogProps = { user: CurrentUser; onClose: () => void };

/** Theme and font size; saved to the profile and applied as soon as the server answers. */
export function AppearanceDialog({ user, onClose }: AppearanceDialogProps) {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(user.theme);
  const [fontSize, setFontSize] = useState<FontSize>(user.fontSize);
  const update = useUpdateProfile();

  async function handleSave(): Promise<void> {
    try {
      await update.mutateAsync({ theme, fontSize });
      notifySuccess(t('profile.saved'));
      onClose();
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Dialog opened title={t('userMenu.appearance')} onClose={onClose}>
      <Stack gap="lg">
        <Radio.Group label={t('profile.theme')} value={theme} onChange={(value) => setTheme(themeSchema.parse(value))}>
          <Group mt="xs">
            {themeSchema.options.map((option) => (
              <Radio key={option} value={option} label={t(`profile.theme.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('profile.fontSize')}
          value={fontSize}
          onChange={(value) => setFontSize(fontSizeSchema.parse(value))}
        >
          <Group mt="xs">
            {fontSizeSchema.options.map((option) => (
              <Radio key={option} value={option} label={t(`profile.fontSize.${option}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void handleSave()} loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
