import type { Session } from '@contact/domain/auth';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { TwoFactorSecret } from './two-factor-secret';
import { useTwoFactorSetup } from './use-two-factor-setup';
import { useVerifyTwoFactor } from './use-verify-two-factor';

type TwoFactorSetupProps = {
  help: string;
  onVerified?: (session: Session) => void;
};

/** New secret, QR code and the code that proves the app was set up. */
export function TwoFactorSetup({ help, onVerified }: TwoFactorSetupProps) {
  const { t } = useTranslation();
  const setup = useTwoFactorSetup();
  const verify = useVerifyTwoFactor(onVerified);

  if (setup.error) {
    return (
      <Alert color="red" role="alert">
        {setup.error.message}
      </Alert>
    );
  }
  if (!setup.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm">{help}</Text>
      <TwoFactorSecret secret={setup.data.secret} qrCode={setup.data.qrCode} />
      <TwoFactorCodeForm submitLabel={t('auth.twoFactor.confirm')} onSubmitCode={verify.mutateAsync} />
    </Stack>
  );
}
