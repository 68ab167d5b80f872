import { defaultTheme } from '@contact/domain/locales';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { NotificationsOnDemand } from './notifications-on-demand';
import { queryClient } from './query-client';
import { theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'contact.color-scheme' });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme={defaultTheme} colorSchemeManager={colorSchemeManager}>
          <NotificationsOnDemand />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
