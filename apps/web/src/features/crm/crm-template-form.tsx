import { crmTemplateInputSchema, type CrmTemplate, type CrmTemplateValues } from '@contact/domain/crm';
import type { Department } from '@contact/domain/departments';
import { Alert, Button, Card, Checkbox, Group, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Controller, FormProvider, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver } from '../../ui/forms/domain-resolver';
import { reportError } from '../../ui/forms/report-error';
import { Select } from '../../ui/select';
import { CrmFieldEditor } from './crm-field-editor';
import { emptyField, formPaths, toFormValues, toInput, type CrmTemplateFormValues } from './crm-template-values';

type CrmTemplateFormProps = {
  template: CrmTemplate | null;
  departments: Department[];
  onSave: (body: CrmTemplateValues) => Promise<unknown>;
  onCancel: () => void;
};

/** A template's settings and its field editor, checked with the domain's schema before it is sent. */
export function CrmTemplateForm({ template, departments, onSave, onCancel }: CrmTemplateFormProps) {
  const { t } = useTranslation();
  const form = useForm<CrmTemplateFormValues>({
    defaultValues: toFormValues(template),
    resolver: domainResolver<CrmTemplateFormValues>(crmTemplateInputSchema, toInput),
  });
  const { control, register, handleSubmit, formState, setError } = form;
  const fields = useFieldArray({ control, name: 'fields' });
  const fieldsError = formState.errors.fields?.message ?? formState.errors.fields?.root?.message;

  const handleSave = handleSubmit(async (values) => {
    try {
      await onSave(crmTemplateInputSchema.parse(toInput(values)));
    } catch (error) {
      reportError(error, { setError, fields: formPaths(values) as Path<CrmTemplateFormValues>[] });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void handleSave(event)}>
        <Stack gap="md">
          <Card withBorder padding="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('crmTemplates.form.name')}
                withAsterisk
                error={formState.errors.name?.message}
                {...register('name')}
              />
              <Controller
                control={control}
                name="departmentId"
                render={({ field }) => (
                  <Select
                    label={t('crmTemplates.form.department')}
                    withAsterisk
                    data={departments.map((department) => ({ value: String(department.id), label: department.name }))}
                    value={field.value}
                    onChange={field.onChange}
                    error={formState.errors.departmentId?.message}
                  />
                )}
              />
            </SimpleGrid>
            <Group mt="md" gap="xl">
              <Controller
                control={control}
                name="active"
                render={({ field }) => (
                  <Switch
                    label={t('crmTemplates.form.active')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              <Controller
                control={control}
                name="autoPortfolio"
                render={({ field }) => (
                  <Checkbox
                    label={t('crmTemplates.form.autoPortfolio')}
                    description={t('crmTemplates.form.autoPortfolioHint')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
              <Controller
                control={control}
                name="groupedRegistration"
                render={({ field }) => (
                  <Checkbox
                    label={t('crmTemplates.form.groupedRegistration')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            </Group>
          </Card>
          <Title order={2} size="h4">
            {t('crmTemplates.form.fields')}
          </Title>
          {fieldsError && (
            <Alert color="red" role="alert">
              {fieldsError}
            </Alert>
          )}
          {fields.fields.map((item, index) => (
            <CrmFieldEditor
              key={item.id}
              index={index}
              count={fields.fields.length}
              onMove={fields.move}
              onRemove={fields.remove}
            />
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => fields.append(emptyField())}
            >
              {t('crmTemplates.form.addField')}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onCancel}>
                {t('crmTemplates.form.cancel')}
              </Button>
              <Button type="submit" loading={formState.isSubmitting}>
                {t('crmTemplates.form.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
