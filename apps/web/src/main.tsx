import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { defaultLocale } from '@contact/domain/locales';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setLanguage } from './i18n/language';
import { storedLocale } from './i18n/language-store';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// No top-level await: a language's texts import from this first file, which must have finished running.
void setLanguage(storedLocale() ?? defaultLocale).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
