import { webhookPath } from '@contact/domain/channels';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyAction } from '../../ui/copy-action';
import type { SettingsRecord } from './section-api';

/**
 * The address Meta calls for this WhatsApp Cloud API number, ready to paste into the
 * Meta app's webhook settings with the verify token.
 */
export function WhatsappWebhookUrl({ record }: { record: SettingsRecord }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}${webhookPath('whatsapp', record.id)}`;
  return (
    <TextInput
      label={t('settings.webhook.label')}
      description={t('settings.webhook.help')}
      value={url}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      rightSection={<CopyAction value={url} label={t('settings.webhook.copy')} />}
    />
  );
}
