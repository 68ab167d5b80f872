import type { CurrentUser } from '@contact/domain/users';
import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { setLanguage } from '../../i18n/language';
import { applyFontSize } from '../../ui/font-size';

/** Applies the signed-in user's theme, font size and language, and again whenever they change. */
export function useUserPreferences(user: CurrentUser | undefined): void {
  const { setColorScheme } = useMantineColorScheme();
  const theme = user?.theme;
  const fontSize = user?.fontSize;
  const language = user?.language;

  useEffect(() => {
    if (theme) setColorScheme(theme);
  }, [theme, setColorScheme]);
  useEffect(() => {
    if (fontSize) applyFontSize(fontSize);
  }, [fontSize]);
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
}
