import { locales, localeSchema } from '@contact/domain/locales';
import { useTranslation } from 'react-i18next';
import { currentLocale, setLanguage } from '../../i18n/language';
import { Select } from '../../ui/select';

/** The language of the pages before signing in, remembered on this browser. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const data = locales.map((locale) => ({ value: locale, label: t(`locale.${locale}`) }));

  function handleChange(value: string | null): void {
    const parsed = localeSchema.safeParse(value);
    if (parsed.success) void setLanguage(parsed.data);
  }

  return (
    <Select
      label={t('app.languageLabel')}
      data={data}
      value={currentLocale()}
      onChange={handleChange}
      allowDeselect={false}
      searchable={false}
      w={200}
      size="xs"
    />
  );
}
