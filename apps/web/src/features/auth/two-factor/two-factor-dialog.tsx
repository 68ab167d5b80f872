import type { CurrentUser } from '@contact/domain/users';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import { notifySuccess } from '../../../ui/notify';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorSetup } from './two-factor-setup';

type TwoFactorDialogProps = {
  user: CurrentUser;
  onClose: () => void;
};

/** Two-factor from the user menu: turn it on (QR code and code), get recovery codes, or turn it off (a code). */
export function TwoFactorDialog({ user, onClose }: TwoFactorDialogProps) {
  const { t } = useTranslation();
  const [enabling, setEnabling] = useState(false);

  /** The dialog stays open on the recovery codes, the next thing to keep. */
  function handleEnabled(): void {
    notifySuccess(t('twoFactor.enabled'));
    setEnabling(false);
  }

  return (
    <Dialog opened title={t('userMenu.twoFactor')} onClose={onClose}>
      {user.twoFactorEnabled ? (
        <Stack gap="lg">
          <TwoFactorDisable user={user} onDisabled={onClose} />
          <Divider />
          <RecoveryCodesPanel />
        </Stack>
      ) : enabling ? (
        <TwoFactorSetup help={t('auth.twoFactor.enableHelp')} onVerified={handleEnabled} />
      ) : (
        <Stack gap="md" align="flex-start">
          <Text>{t('twoFactor.isOff')}</Text>
          <Button onClick={() => setEnabling(true)}>{t('twoFactor.enable')}</Button>
        </Stack>
      )}
    </Dialog>
  );
}
