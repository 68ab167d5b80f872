import type { AnySection } from '@contact/domain/settings';
import { Button, Group, Stack, Title } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { domainResolver } from '../../ui/forms/domain-resolver';
import { FieldInput } from './field-input';
import { toBody, toFormValues, type FormValues } from './form-values';
import { recordExtras } from './record-extras';
import { reportSaveError } from './report-save-error';
import type { Body, Files, SettingsRecord } from './section-api';
import { sectionUploads } from './section-uploads';
import type { OptionsBySource } from './use-option-sources';

type SectionFormProps = {
  section: AnySection;
  /** The record being edited; none for a new one. */
  record?: SettingsRecord;
  options: OptionsBySource;
  /** `files`: the section's upload, when one was chosen (a user's photo). */
  onSave: (body: Body, files?: Files) => Promise<unknown>;
  onCancel: () => void;
};

function messageAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The create/edit form of any section, drawn from its declaration: its titled groups of
 * fields, checked with the same schema the server uses.
 */
export function SectionForm({ section, record, options, onSave, onCancel }: SectionFormProps) {
  const { t } = useTranslation();
  const mode = record ? 'update' : 'create';
  const schema = record ? section.schemas.update : section.schemas.create;
  const withId = (body: Body) => (record && section.updateIdIn !== 'path' ? { id: record.id, ...body } : body);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    defaultValues: toFormValues(section.fields, record),
    resolver: domainResolver(schema, (values) => withId(toBody(section.fields, values, mode))),
  });
  const groups = section.form ?? [{ fields: Object.keys(section.fields) }];
  const notice = t((section.notices?.saveFailed ?? 'settings.notices.saveFailed') as ParseKeys);
  const Extra = record ? recordExtras[section.key] : undefined;
  const upload = sectionUploads[section.key];
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const isField = (name: string) => name in section.fields || name === upload?.name;

  async function handleSave(values: FormValues): Promise<void> {
    try {
      await onSave(toBody(section.fields, values, mode), upload && file ? { [upload.name]: file } : undefined);
    } catch (error) {
      reportSaveError(error, notice, isField, (path, message) =>
        path === upload?.name ? setFileError(message) : setError(path, { type: 'server', message }),
      );
    }
  }

  return (
    <form onSubmit={handleSubmit(handleSave)} noValidate>
      <Stack gap="lg">
        {upload && (
          <upload.Input
            record={record}
            file={file}
            error={fileError}
            onChange={(next, problem) => {
              setFile(next);
              setFileError(problem);
            }}
          />
        )}
        {groups.map((group, index) => (
          <Stack key={group.title ?? index} gap="sm">
            {group.title && (
              <Title order={3} size="h5">
                {t(group.title as ParseKeys)}
              </Title>
            )}
            {group.fields.map((name) => {
              const field = section.fields[name];
              if (!field) return null;
              return (
                <Controller
                  key={name}
                  name={name}
                  control={control}
                  render={({ field: bound }) => (
                    <FieldInput
                      name={name}
                      path={name}
                      field={field}
                      value={bound.value}
                      onChange={bound.onChange}
                      errorAt={(path) => messageAt(errors, path)}
                      options={options}
                    />
                  )}
                />
              );
            })}
          </Stack>
        ))}
        {record && Extra && <Extra record={record} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
