import { defaultFontSize, defaultTheme } from '@contact/domain/locales';
import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { applyFontSize } from '../../ui/font-size';

/** Before signing in the theme is light and the font medium; the language stays the browser's last choice. */
export function useGuestPreferences(): void {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    setColorScheme(defaultTheme);
    applyFontSize(defaultFontSize);
  }, [setColorScheme]);
}
