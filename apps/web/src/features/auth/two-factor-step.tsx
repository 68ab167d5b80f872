import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodeForm } from './two-factor/recovery-code-form';
import { TwoFactorCodeForm } from './two-factor/two-factor-code-form';
import { TwoFactorSetup } from './two-factor/two-factor-setup';
import { useVerifyTwoFactor } from './two-factor/use-verify-two-factor';

type TwoFactorStepProps = {
  step: 'setup2fa' | 'verify2fa';
  onOtherAccount: () => void;
};

/**
 * The second step of signing in: set up the authenticator app, or type its code (or, without
 * the app, a recovery code). The verified token replaces the pending one, and the sign-in page
 * moves on by itself.
 */
export function TwoFactorStep({ step, onOtherAccount }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const verify = useVerifyTwoFactor();
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {step === 'setup2fa' ? t('auth.twoFactor.setupTitle') : t('auth.twoFactor.verifyTitle')}
      </Title>
      {step === 'setup2fa' ? (
        <TwoFactorSetup help={t('auth.twoFactor.setupHelp')} />
      ) : withRecoveryCode ? (
        <>
          <Text size="sm">{t('auth.twoFactor.recoveryHelp')}</Text>
          <RecoveryCodeForm />
          <Button variant="subtle" onClick={() => setWithRecoveryCode(false)}>
            {t('auth.twoFactor.useApp')}
          </Button>
        </>
      ) : (
        <>
          <Text size="sm">{t('auth.twoFactor.verifyHelp')}</Text>
          <TwoFactorCodeForm submitLabel={t('auth.twoFactor.confirm')} onSubmitCode={verify.mutateAsync} />
          <Button variant="subtle" onClick={() => setWithRecoveryCode(true)}>
            {t('auth.twoFactor.useRecoveryCode')}
          </Button>
        </>
      )}
      <Button variant="subtle" onClick={onOtherAccount}>
        {t('auth.twoFactor.otherAccount')}
      </Button>
    </Stack>
  );
}
