import { twoFactorDisable } from '@contact/domain/auth';
import type { CurrentUser } from '@contact/domain/users';
import { Alert, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http-client';
import { useSetCurrentUser } from '../../../session/use-set-current-user';
import { notifySuccess } from '../../../ui/notify';
import { TwoFactorCodeForm } from './two-factor-code-form';

type TwoFactorDisableProps = {
  user: CurrentUser;
  onDisabled: () => void;
};

/** Turning two-factor off takes a current code, and is refused when the company requires it. */
export function TwoFactorDisable({ user, onDisabled }: TwoFactorDisableProps) {
  const { t } = useTranslation();
  const setCurrentUser = useSetCurrentUser();
  const disable = useMutation({
    mutationFn: (code: string) => call(twoFactorDisable, { body: { code } }),
    onSuccess: (updated) => {
      setCurrentUser(updated);
      notifySuccess(t('twoFactor.disabled'));
      onDisabled();
    },
  });

  return (
    <Stack gap="md">
      <Text>{t('twoFactor.isOn')}</Text>
      {user.company.requireTwoFactor ? (
        <Alert color="blue">{t('errors.twoFactorRequiredByCompany')}</Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('twoFactor.disableHelp')}
          </Text>
          <TwoFactorCodeForm
            submitLabel={t('twoFactor.disable')}
            submitColor="red"
            onSubmitCode={disable.mutateAsync}
          />
        </>
      )}
    </Stack>
  );
}
