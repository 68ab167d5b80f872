import { ActionIcon, Code, CopyButton, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type TwoFactorSecretProps = {
  secret: string;
  qrCode: string;
};

/** The QR code for the authenticator app and the same secret as text, for typing it in by hand. */
export function TwoFactorSecret({ secret, qrCode }: TwoFactorSecretProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs">
      <Image src={qrCode} alt={t('auth.twoFactor.qrAlt')} w={200} h={200} fit="contain" />
      <Text size="sm" c="dimmed" id="two-factor-secret-label">
        {t('auth.twoFactor.secret')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code fz="md" aria-labelledby="two-factor-secret-label" data-testid="two-factor-secret">
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('common.copied') : t('auth.twoFactor.copySecret')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('auth.twoFactor.copySecret')}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
