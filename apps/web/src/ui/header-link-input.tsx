import type { TemplateHeaderMedia } from '@contact/domain/wizard';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type HeaderLinkInputProps = {
  media: TemplateHeaderMedia;
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** The public https link of a WhatsApp template header's image, video or document, asked when it is sent. */
export function HeaderLinkInput({ media, value, onChange, error }: HeaderLinkInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t(`inbox.template.headerLink.${media}`)}
      description={t('inbox.template.headerLinkHelp')}
      type="url"
      placeholder="https://"
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}
