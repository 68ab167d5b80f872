import {
  recoveryCodesBodySchema,
  recoveryCodesRunLow,
  twoFactorRecoveryCodes,
  twoFactorRecoveryCodesLeft,
} from '@contact/domain/auth';
import { Alert, Button, Code, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http-client';
import { CopyAction } from '../../../ui/copy-action';
import { domainResolver } from '../../../ui/forms/domain-resolver';
import { reportError } from '../../../ui/forms/report-error';
import { saveFile } from '../../../ui/save-file';
import { authKeys } from '../auth-keys';

type PasswordValues = { password: string };

/**
 * New recovery codes for a user with two-factor on, after their password: shown once, to copy
 * or download; the codes given before stop working. Above them, how many of the codes given are
 * still unused, with a warning when few are left.
 */
export function RecoveryCodesPanel() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const left = useQuery({
    queryKey: authKeys.recoveryCodesLeft(),
    queryFn: () => call(twoFactorRecoveryCodesLeft, {}),
  });
  const generate = useMutation({
    mutationFn: (password: string) => call(twoFactorRecoveryCodes, { body: { password } }),
    onSuccess: ({ codes }) =>
      queryClient.setQueryData(authKeys.recoveryCodesLeft(), { left: codes.length, total: codes.length }),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({ defaultValues: { password: '' }, resolver: domainResolver(recoveryCodesBodySchema) });

  async function handleGenerate({ password }: PasswordValues): Promise<void> {
    try {
      await generate.mutateAsync(password);
      reset();
    } catch (error) {
      reportError(error, { setError, fields: ['password'] });
    }
  }

  const codes = generate.data?.codes;
  const text = codes?.join('\n') ?? '';
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('twoFactor.recovery.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('twoFactor.recovery.help')}
      </Text>
      {left.data && left.data.total > 0 && (
        <Text size="sm">{t('twoFactor.recovery.left', { left: left.data.left, total: left.data.total })}</Text>
      )}
      {left.data && recoveryCodesRunLow(left.data) && !codes && (
        <Alert color="orange" role="status">
          {t('twoFactor.recovery.fewLeft')}
        </Alert>
      )}
      {codes && (
        <Alert color="yellow" title={t('twoFactor.recovery.keepNow')}>
          <SimpleGrid cols={2} spacing="xs" aria-label={t('twoFactor.recovery.title')} role="list">
            {codes.map((code) => (
              <Code key={code} role="listitem" fz="md">
                {code}
              </Code>
            ))}
          </SimpleGrid>
          <Group gap="xs" mt="sm">
            <CopyAction value={text} label={t('twoFactor.recovery.copy')} />
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                saveFile(new Blob([`${text}\n`], { type: 'text/plain' }), t('twoFactor.recovery.fileName'))
              }
            >
              {t('twoFactor.recovery.download')}
            </Button>
          </Group>
        </Alert>
      )}
      <form onSubmit={handleSubmit(handleGenerate)} noValidate>
        <Group align="flex-end" wrap="nowrap">
          <PasswordInput
            label={t('twoFactor.recovery.password')}
            autoComplete="current-password"
            error={errors.password?.message}
            style={{ flex: 1 }}
            {...register('password')}
          />
          <Button type="submit" variant="default" loading={isSubmitting}>
            {codes ? t('twoFactor.recovery.again') : t('twoFactor.recovery.generate')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
