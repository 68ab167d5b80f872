import { channelById, type ChannelId } from '@contact/domain/channels';
import {
  chooseCrm,
  chooseDepartment,
  chooseMode,
  offeredChannels,
  offeredDepartments,
  showsCrmChoice,
  type ExistingProtocol,
  type WizardChoice,
  type WizardDepartment,
} from '@contact/domain/wizard';
import { Group, Input, Radio, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChannelIcon, useChannelName } from '../../ui/channel-icon';
import { Select } from '../../ui/select';

type FirstStepProps = {
  departments: WizardDepartment[];
  choice: WizardChoice;
  existing: ExistingProtocol | null;
  errors: Record<string, string>;
  onChange: (choice: WizardChoice) => void;
};

const asBoolean = (value: boolean | null) => (value === null ? null : String(value));

/** Mode, CRM or detached, department and channel (spec §2 New-protocol wizard, §5). */
export function FirstStep({ departments, choice, existing, errors, onChange }: FirstStepProps) {
  const { t } = useTranslation();
  const channelName = useChannelName();
  const offered = offeredDepartments(departments, choice, existing);
  const department = offered.find((item) => item.id === choice.departmentId) ?? null;
  const channels = offeredChannels(department, choice.offline);
  const crmChosen = existing ? true : choice.crm !== null;

  return (
    <Stack gap="md">
      <Radio.Group
        label={t('newProtocol.mode')}
        value={asBoolean(choice.offline)}
        onChange={(value) => onChange(chooseMode(choice, value === 'true', existing))}
        error={errors.offline}
      >
        <Group mt={6} gap="xl">
          <Radio value="false" label={t('newProtocol.online')} description={t('newProtocol.onlineHelp')} />
          <Radio value="true" label={t('newProtocol.offline')} description={t('newProtocol.offlineHelp')} />
        </Group>
      </Radio.Group>

      {showsCrmChoice(choice, existing) && (
        <Radio.Group
          label={t('newProtocol.contact')}
          value={asBoolean(choice.crm)}
          onChange={(value) => onChange(chooseCrm(choice, value === 'true', existing))}
          error={errors.crm}
        >
          <Group mt={6} gap="xl">
            <Radio value="true" label={t('newProtocol.crm')} />
            <Radio value="false" label={t('newProtocol.detached')} />
          </Group>
        </Radio.Group>
      )}

      {choice.offline !== null && crmChosen && (
        <Select
          label={t('newProtocol.department')}
          data={offered.map((item) => ({ value: String(item.id), label: item.name }))}
          value={choice.departmentId === null ? null : String(choice.departmentId)}
          onChange={(value) => {
            const picked = offered.find((item) => String(item.id) === value);
            if (picked) onChange(chooseDepartment(choice, picked));
          }}
          error={errors.department ?? (offered.length === 0 ? t('newProtocol.noDepartment') : undefined)}
          allowDeselect={false}
        />
      )}

      {choice.departmentId !== null && (
        <Input.Wrapper label={t('newProtocol.channel')} error={errors.channel}>
          <Group gap="xs" mt={6} role="group" aria-label={t('newProtocol.channel')}>
            {channels.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('newProtocol.noChannel')}
              </Text>
            )}
            {channels.map((id: ChannelId) => {
              const selected = choice.channelId === id;
              return (
                <UnstyledButton
                  key={id}
                  aria-pressed={selected}
                  aria-label={channelName(id)}
                  title={channelName(id)}
                  data-channel={channelById(id)?.name}
                  onClick={() => onChange({ ...choice, channelId: id })}
                  p={4}
                  style={{
                    borderRadius: 'var(--mantine-radius-xl)',
                    outline: selected ? '2px solid var(--mantine-primary-color-filled)' : '2px solid transparent',
                  }}
                >
                  <ChannelIcon channelId={id} size={36} />
                </UnstyledButton>
              );
            })}
          </Group>
        </Input.Wrapper>
      )}
    </Stack>
  );
}
