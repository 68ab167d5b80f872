import { defaultTheme } from '@contact/domain/locales';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { queryClient } from './query-client';
import { theme } from './theme';

// Notifications wait in their store until this loads: it need not delay the first page.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

const colorSchemeManager = localStorageColorSchemeManager({ key: 'contact.color-scheme' });

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme={defaultTheme} colorSchemeManager={colorSchemeManager}>
          <Suspense fallback={null}>
            <Notifications position="top-right" />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
