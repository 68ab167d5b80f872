import { channelConfigurations, webhookPath } from '@contact/domain/channels';
import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SettingsRecord } from './section-api';

/**
 * The address Meta calls for this WhatsApp Cloud API number, ready to paste into the
 * Meta app's webhook settings with the verify token.
 */
export function WhatsappWebhookUrl({ record }: { record: SettingsRecord }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${webhookPath(channelConfigurations[2].provider, record.id)}`;
  return (
    <TextInput
      label={t('settings.webhook.label')}
      description={t('settings.webhook.help')}
      value={url}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('common.copied') : t('common.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('settings.webhook.copy')}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
