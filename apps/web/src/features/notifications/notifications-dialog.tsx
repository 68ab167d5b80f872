import {
  notificationPreferenceKeys,
  updateProfile,
  type CurrentUser,
  type NotificationPreferences,
} from '@contact/domain/users';
import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { reportError } from '../../ui/forms/report-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { call } from '../../api/http-client';
import { useSetCurrentUser } from '../../session/use-set-current-user';
import { requestNotificationPermission } from './alerts';

type NotificationsDialogProps = { user: CurrentUser; onClose: () => void };

/**
 * The notification preferences of the profile (spec §9 types). Turning pop-ups on asks the
 * browser's permission; a refusal shows the spec's error and nothing is saved.
 */
export function NotificationsDialog({ user, onClose }: NotificationsDialogProps) {
  const { t } = useTranslation();
  const [preferences, setPreferences] = useState<NotificationPreferences>(user.notifications);
  const setCurrentUser = useSetCurrentUser();
  const update = useMutation({
    mutationFn: (notifications: NotificationPreferences) => call(updateProfile, { body: { notifications } }),
    onSuccess: setCurrentUser,
  });

  async function handleSave(): Promise<void> {
    if (preferences.popup) {
      const permission = await requestNotificationPermission();
      if (permission === 'denied' || permission === 'unsupported') {
        notifyError(t('notify.permissionDenied'));
        return;
      }
    }
    try {
      await update.mutateAsync(preferences);
      notifySuccess(t('notify.saved'));
      onClose();
    } catch (error) {
      reportError(error);
    }
  }

  return (
    <Dialog opened title={t('notify.title')} onClose={onClose}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('notify.help')}
        </Text>
        {notificationPreferenceKeys.map((key) => (
          <Switch
            key={key}
            label={t(`notify.${key}`)}
            checked={preferences[key]}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setPreferences((current) => ({ ...current, [key]: checked }));
            }}
          />
        ))}
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
