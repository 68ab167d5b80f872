import { isAdministrator } from '@contact/domain/profiles';
import { resetAdminUserTwoFactor } from '@contact/domain/settings';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http-client';
import { useCurrentUser } from '../../session/use-current-user';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';
import type { SettingsRecord } from './section-api';
import { settingsKeys } from './settings-keys';

/**
 * Under a user's form, for administrators: whether the user signs in with an authenticator app,
 * and, when they have lost it, a reset that asks once before it forgets the app and signs them
 * out everywhere. One's own is changed in the profile, with a code.
 */
export function UserTwoFactorReset({ record }: { record: SettingsRecord }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: viewer } = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const reset = useMutation({
    mutationFn: () => call(resetAdminUserTwoFactor, { params: { id: record.id } }),
    onSuccess: (user) => {
      setConfirming(false);
      notifySuccess(t('settings.users.twoFactor.done', { name: user.name }));
      void queryClient.invalidateQueries({ queryKey: settingsKeys.records('user') });
    },
    onError: (error) => reportError(error),
  });
  if (!viewer || !isAdministrator(viewer.role) || viewer.id === record.id) return null;
  const enabled = reset.data ? reset.data.twoFactorEnabled : record.twoFactorEnabled === true;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={18} aria-hidden />
          <Text fw={500}>{t('settings.users.twoFactor.title')}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {enabled ? t('settings.users.twoFactor.on') : t('settings.users.twoFactor.off')}
        </Text>
        {enabled && !confirming && (
          <Group>
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {t('settings.users.twoFactor.reset')}
            </Button>
          </Group>
        )}
        {enabled && confirming && (
          <>
            <Text size="sm">{t('settings.users.twoFactor.confirm')}</Text>
            <Group>
              <Button variant="default" onClick={() => setConfirming(false)} disabled={reset.isPending}>
                {t('common.cancel')}
              </Button>
              <Button color="red" loading={reset.isPending} onClick={() => reset.mutate()}>
                {t('settings.users.twoFactor.confirmReset')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
