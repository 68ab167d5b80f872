import {
  MultiSelect as MantineMultiSelect,
  Select as MantineSelect,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec protocol-inbox §5: every select menu is at most 220 px high. */
export const selectMaxDropdownHeight = 220;

/** The one Select of the app: searchable, with the shared placeholder and menu height. */
export function Select(props: SelectProps) {
  const { t } = useTranslation();
  return (
    <MantineSelect
      searchable
      placeholder={t('select.placeholder')}
      nothingFoundMessage={t('select.nothingFound')}
      maxDropdownHeight={selectMaxDropdownHeight}
      {...props}
    />
  );
}

/** The one MultiSelect of the app, with the same placeholder and menu height as Select. */
export function MultiSelect(props: MultiSelectProps) {
  const { t } = useTranslation();
  return (
    <MantineMultiSelect
      searchable
      placeholder={t('select.placeholder')}
      nothingFoundMessage={t('select.nothingFound')}
      maxDropdownHeight={selectMaxDropdownHeight}
      {...props}
    />
  );
}
