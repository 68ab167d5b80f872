import { companyUpdateSchema } from '@contact/domain/companies';
import { isAdministrator } from '@contact/domain/profiles';
import type { CurrentUser } from '@contact/domain/users';
import { Alert, Button, Card, Group, Loader, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver } from '../../ui/forms/domain-resolver';
import { reportError } from '../../ui/forms/report-error';
import { notifySuccess } from '../../ui/notify';
import { useCompany } from './use-company';
import { useUpdateCompany } from './use-update-company';

type CompanyValues = { name: string };

/** Company name and the two-factor requirement; only administrators may change them. */
export function CompanySecurityCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const company = useCompany();
  const update = useUpdateCompany();
  const canEdit = isAdministrator(user.role);
  const current = company.data ?? user.company;
  // The switch moves at once and settles on the server's answer.
  const [requested, setRequested] = useState<boolean | null>(null);
  const requireTwoFactor = requested ?? current.requireTwoFactor;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CompanyValues>({
    values: { name: current.name },
    resolver: domainResolver(companyUpdateSchema),
  });

  async function save(changes: { name?: string; requireTwoFactor?: boolean }): Promise<void> {
    try {
      await update.mutateAsync(changes);
      notifySuccess(t('settings.security.saved'));
    } catch (error) {
      reportError(error, { setError, fields: ['name'] });
    }
  }

  async function handleRequireTwoFactor(checked: boolean): Promise<void> {
    setRequested(checked);
    await save({ requireTwoFactor: checked });
    setRequested(null);
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="company-security-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4" id="company-security-title">
            {t('settings.security.title')}
          </Title>
          {company.isFetching && <Loader size="xs" aria-label={t('app.loading')} />}
        </Group>
        {!canEdit && <Alert color="gray">{t('settings.security.readOnly')}</Alert>}
        <form onSubmit={handleSubmit((values) => save(values))} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('settings.security.companyName')}
              readOnly={!canEdit}
              variant={canEdit ? 'default' : 'filled'}
              error={errors.name?.message}
              style={{ flex: 1 }}
              {...register('name')}
            />
            {canEdit && (
              <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
                {t('common.save')}
              </Button>
            )}
          </Group>
        </form>
        <Switch
          label={t('settings.security.requireTwoFactor')}
          description={t('settings.security.requireTwoFactorHint')}
          checked={requireTwoFactor}
          disabled={!canEdit || update.isPending}
          onChange={(event) => void handleRequireTwoFactor(event.currentTarget.checked)}
        />
      </Stack>
    </Card>
  );
}
