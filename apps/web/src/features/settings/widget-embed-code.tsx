import { Anchor, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyAction } from '../../ui/copy-action';
import type { SettingsRecord } from './section-api';

/** The `<script>` tag a company pastes into its site for this widget, and its demo page. */
export function WidgetEmbedCode({ record }: { record: SettingsRecord }) {
  const { t } = useTranslation();
  const key = typeof record.publicKey === 'string' ? record.publicKey : '';
  if (!key) return null;
  const origin = window.location.origin;
  const code = `<script src="${origin}/widget.js" data-key="${key}" async></script>`;
  return (
    <Stack gap={4}>
      <Textarea
        label={t('settings.widgetEmbed.label')}
        description={t('settings.widgetEmbed.help')}
        value={code}
        readOnly
        autosize
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        onFocus={(event) => event.currentTarget.select()}
        rightSection={<CopyAction value={code} label={t('settings.widgetEmbed.copy')} />}
      />
      <Anchor href={`/widget/demo?key=${encodeURIComponent(key)}`} target="_blank" rel="noopener" size="sm">
        {t('settings.widgetEmbed.demo')}
      </Anchor>
    </Stack>
  );
}
