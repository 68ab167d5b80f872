import { crmDataGroups, crmFieldTypeNames, crmFieldTypes } from '@contact/domain/crm';
import { profileNames, profiles } from '@contact/domain/profiles';
import { ActionIcon, Card, Checkbox, Group, SimpleGrid, TagsInput, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelect, Select } from '../../ui/select';
import { flagNames, type CrmTemplateFormValues } from './crm-template-values';

type CrmFieldEditorProps = {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
};

/** One field of a template: name, type, data group, mask or choices as the type takes them, flags, profiles. */
export function CrmFieldEditor({ index, count, onMove, onRemove }: CrmFieldEditorProps) {
  const { t } = useTranslation();
  const { control, register, setValue, formState } = useFormContext<CrmTemplateFormValues>();
  const type = useWatch({ control, name: `fields.${index}.type` });
  const editable = useWatch({ control, name: `fields.${index}.editable` });
  const errors = formState.errors.fields?.[index];
  const takes = crmFieldTypes[type];
  const number = index + 1;
  const action = (label: string, onClick: () => void, icon: ReactNode, disabled = false) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Card withBorder padding="sm" data-testid={`crm-field-${index}`}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('crmTemplates.field.title', { number })}</Text>
        <Group gap={4}>
          {action(
            t('crmTemplates.field.moveUp', { number }),
            () => onMove(index, index - 1),
            <IconArrowUp size={16} aria-hidden />,
            index === 0,
          )}
          {action(
            t('crmTemplates.field.moveDown', { number }),
            () => onMove(index, index + 1),
            <IconArrowDown size={16} aria-hidden />,
            index === count - 1,
          )}
          {action(
            t('crmTemplates.field.remove', { number }),
            () => onRemove(index),
            <IconTrash size={16} aria-hidden />,
          )}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('crmTemplates.field.name')}
          withAsterisk
          error={errors?.name?.message}
          {...register(`fields.${index}.name`)}
        />
        <Controller
          control={control}
          name={`fields.${index}.type`}
          render={({ field }) => (
            <Select
              label={t('crmTemplates.field.type')}
              withAsterisk
              allowDeselect={false}
              data={crmFieldTypeNames.map((value) => ({ value, label: t(`crmTemplates.type.${value}`) }))}
              value={field.value}
              error={errors?.type?.message}
              onChange={(value) => {
                if (!value) return;
                const next = value as typeof field.value;
                field.onChange(next);
                if (!crmFieldTypes[next].options) setValue(`fields.${index}.options`, []);
                if (!crmFieldTypes[next].mask) setValue(`fields.${index}.mask`, '');
              }}
            />
          )}
        />
        <Controller
          control={control}
          name={`fields.${index}.group`}
          render={({ field }) => (
            <Select
              label={t('crmTemplates.field.group')}
              allowDeselect={false}
              data={crmDataGroups.map((value) => ({ value, label: t(`crmTemplates.group.${value}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
            />
          )}
        />
      </SimpleGrid>
      {takes.mask && (
        <TextInput
          mt="sm"
          label={t('crmTemplates.field.mask')}
          placeholder={t('crmTemplates.field.maskHint')}
          error={errors?.mask?.message}
          {...register(`fields.${index}.mask`)}
        />
      )}
      {takes.options && (
        <Controller
          control={control}
          name={`fields.${index}.options`}
          render={({ field }) => (
            <TagsInput
              mt="sm"
              label={t('crmTemplates.field.options')}
              description={t('crmTemplates.field.optionsHint')}
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              error={errors?.options?.message}
            />
          )}
        />
      )}
      <Group mt="sm" gap="md">
        {flagNames.map((flag) => (
          <Controller
            key={flag}
            control={control}
            name={`fields.${index}.${flag}`}
            render={({ field }) => (
              <Checkbox
                label={t(`crmTemplates.field.${flag}`)}
                checked={field.value}
                onChange={(event) => {
                  field.onChange(event.currentTarget.checked);
                  if (flag === 'editable' && !event.currentTarget.checked) setValue(`fields.${index}.editProfiles`, []);
                }}
                error={errors?.[flag]?.message}
              />
            )}
          />
        ))}
      </Group>
      {editable && (
        <Controller
          control={control}
          name={`fields.${index}.editProfiles`}
          render={({ field }) => (
            <MultiSelect
              mt="sm"
              label={t('crmTemplates.field.editProfiles')}
              description={t('crmTemplates.field.editProfilesHint')}
              data={profileNames.map((name) => ({
                value: String(profiles[name]),
                label: t(`crmTemplates.profile.${name}`),
              }))}
              value={field.value}
              onChange={field.onChange}
              error={errors?.editProfiles?.message}
            />
          )}
        />
      )}
    </Card>
  );
}
