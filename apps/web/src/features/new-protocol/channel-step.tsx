import { fieldsOfChannel, fillTemplate, type WizardTemplate } from '@contact/domain/wizard';
import { formatPhone } from '@contact/domain/validation';
import { Input, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeaderLinkInput } from '../../ui/header-link-input';
import { Select } from '../../ui/select';
import type { StepValues } from './wizard-form';

type ChannelStepProps = {
  channelId: number;
  values: StepValues;
  templates: WizardTemplate[];
  signature: string;
  errors: Record<string, string>;
  onChange: (values: StepValues) => void;
};

/**
 * One channel's step: e-mail (to, subject, message, signature), WhatsApp (number, template, and
 * the public link of its header's media when it has one), SMS (phone, message) …
 */
export function ChannelStep({ channelId, values, templates, signature, errors, onChange }: ChannelStepProps) {
  const { t } = useTranslation();
  const fields = fieldsOfChannel(channelId);
  const set = (patch: Partial<StepValues>) => onChange({ ...values, ...patch });
  const template = templates.find((item) => item.id === values.templateId) ?? null;
  const isEmail = fields.includes('subject');

  return (
    <Stack gap="sm">
      <TextInput
        label={t('newProtocol.customerName')}
        description={t('newProtocol.customerNameHelp')}
        value={values.name}
        maxLength={160}
        onChange={(event) => set({ name: event.currentTarget.value })}
        error={errors.name}
      />
      {fields.includes('email') && (
        <TextInput
          label={isEmail ? t('newProtocol.to') : t('fields.email')}
          type="email"
          required
          value={values.email}
          onChange={(event) => set({ email: event.currentTarget.value })}
          error={errors.email}
        />
      )}
      {fields.includes('number') && (
        <TextInput
          label={t('newProtocol.number')}
          type="tel"
          required
          placeholder="(11) 98765-4321"
          value={formatPhone(values.number)}
          onChange={(event) => set({ number: event.currentTarget.value.replace(/\D/g, '').slice(0, 11) })}
          error={errors.number}
        />
      )}
      {isEmail && (
        <TextInput
          label={t('newProtocol.subject')}
          required
          maxLength={200}
          value={values.subject}
          onChange={(event) => set({ subject: event.currentTarget.value })}
          error={errors.subject}
        />
      )}
      {fields.includes('template') ? (
        <>
          <Select
            label={t('newProtocol.template')}
            required
            data={templates.map((item) => ({ value: String(item.id), label: `${item.name} (${item.language})` }))}
            value={values.templateId === null ? null : String(values.templateId)}
            onChange={(value) => {
              const picked = templates.find((item) => String(item.id) === value);
              set({
                templateId: picked?.id ?? null,
                variables: Array.from({ length: picked?.variableCount ?? 0 }, () => ''),
                headerLink: '',
              });
            }}
            error={errors.template ?? (templates.length === 0 ? t('newProtocol.noTemplate') : undefined)}
          />
          {template?.headerMedia && (
            <HeaderLinkInput
              media={template.headerMedia}
              value={values.headerLink}
              onChange={(headerLink) => set({ headerLink })}
              error={errors.headerLink}
            />
          )}
          {template &&
            values.variables.map((variable, index) => (
              <TextInput
                key={index}
                label={t('newProtocol.variable', { index: index + 1 })}
                required
                value={variable}
                onChange={(event) => {
                  const variables = [...values.variables];
                  variables[index] = event.currentTarget.value;
                  set({ variables });
                }}
                error={errors[`variables.${index}`]}
              />
            ))}
          {template && (
            <Input.Wrapper label={t('newProtocol.preview')}>
              <Paper withBorder p="sm" mt={4} bg="var(--mantine-color-default-hover)">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="template-preview">
                  {fillTemplate(
                    template.text,
                    values.variables
                      .map((variable) => variable.trim())
                      .map((variable, index) => variable || `{{${index + 1}}}`),
                  )}
                </Text>
              </Paper>
            </Input.Wrapper>
          )}
        </>
      ) : fields.includes('text') || fields.length === 0 ? (
        <Textarea
          label={t('newProtocol.message')}
          required={fields.includes('text')}
          autosize
          minRows={4}
          maxLength={4096}
          value={values.text}
          onChange={(event) => set({ text: event.currentTarget.value })}
          error={errors.text}
        />
      ) : null}
      {isEmail && (
        <Input.Wrapper label={t('newProtocol.signature')}>
          <Text size="sm" c={signature ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-wrap' }} mt={4}>
            {signature || t('newProtocol.noSignature')}
          </Text>
        </Input.Wrapper>
      )}
    </Stack>
  );
}
