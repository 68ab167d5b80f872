import { locales, localeSchema, type Locale } from '@contact/domain/locales';
import type { CurrentUser } from '@contact/domain/users';
import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n/language';
import { Dialog } from '../../ui/dialog';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';
import { Select } from '../../ui/select';
import { useUpdateProfile } from './use-update-profile';

type LanguageDialogProps = { user: CurrentUser; onClose: () => void };

/** The interface language, saved to the profile so every device follows it. */
export function LanguageDialog({ user, onClose }: LanguageDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Locale>(user.language);
  const update = useUpdateProfile();
  const data = locales.map((locale) => ({ value: locale, label: t(`locale.${locale}`) }));

  function handleChange(value: string | null): void {
    const parsed = localeSchema.safeParse(value);
    if (parsed.success) setChoice(parsed.data);
  }

  async function handleSave(): Promise<void> {
    try {
      await update.mutateAsync({ language: choice });
      await setLanguage(choice);
      notifySuccess(t('profile.saved'));
      onClose();
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Dialog opened title={t('userMenu.language')} onClose={onClose}>
      <Stack gap="lg">
        <Select
          label={t('profile.language')}
          data={data}
          value={choice}
          onChange={handleChange}
          allowDeselect={false}
          comboboxProps={{ withinPortal: false }}
        />
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
